/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Mail_Failed_LaterInputs */

const en_mail_failed_later = /** @type {(inputs: Mail_Failed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan is still unpaid ${i?.days} days later. Please retry the payment from your Billing tab so that the work goes on.`)
};

const si_mail_failed_later = /** @type {(inputs: Mail_Failed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දින ${i?.days}කට පසුවත් ඔබේ සැලසුම තවමත් ගෙවා නැත. වැඩ නොනැවතී කරගෙන යාමට, කරුණාකර ඔබේ බිල්පත් සහ ගෙවීම් ටැබයෙන් නැවත ගෙවීමට උත්සාහ කරන්න.`)
};

const ta_mail_failed_later = /** @type {(inputs: Mail_Failed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} நாட்கள் ஆகியும் உங்கள் திட்டம் இன்னும் செலுத்தப்படவில்லை. பணி தொடர, உங்கள் கட்டண விவரங்கள் பகுதியிலிருந்து மீண்டும் செலுத்த முயலவும்.`)
};

/**
* | output |
* | --- |
* | "Your plan is still unpaid {days} days later. Please retry the payment from your Billing tab so that the work goes on." |
*
* @param {Mail_Failed_LaterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_later = /** @type {((inputs: Mail_Failed_LaterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Failed_LaterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_failed_later(inputs)
	if (locale === "ta") return ta_mail_failed_later(inputs)
	return en_mail_failed_later(inputs)
});