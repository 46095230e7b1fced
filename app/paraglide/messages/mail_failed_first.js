/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Failed_FirstInputs */

const en_mail_failed_first = /** @type {(inputs: Mail_Failed_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your card, then retry the payment from your Billing tab, or reply to this mail if you need help.`)
};

const si_mail_failed_first = /** @type {(inputs: Mail_Failed_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ කාඩ්පත පරීක්ෂා කර, ඔබේ බිල්පත් සහ ගෙවීම් ටැබයෙන් නැවත ගෙවීමට උත්සාහ කරන්න; උදව් අවශ්‍ය නම් මෙම තැපෑලට පිළිතුරු දෙන්න.`)
};

const ta_mail_failed_first = /** @type {(inputs: Mail_Failed_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அட்டையைச் சரிபார்த்து, உங்கள் கட்டண விவரங்கள் பகுதியிலிருந்து மீண்டும் செலுத்த முயலவும்; உதவி தேவைப்பட்டால் இந்த மின்னஞ்சலுக்குப் பதிலளிக்கவும்.`)
};

/**
* | output |
* | --- |
* | "Please check your card, then retry the payment from your Billing tab, or reply to this mail if you need help." |
*
* @param {Mail_Failed_FirstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_first = /** @type {((inputs?: Mail_Failed_FirstInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Failed_FirstInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_failed_first(inputs)
	if (locale === "ta") return ta_mail_failed_first(inputs)
	return en_mail_failed_first(inputs)
});