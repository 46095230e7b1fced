/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Success_TextInputs */

const en_support_success_text = /** @type {(inputs: Support_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Our support team will get back to you within 4 hours.`)
};

const si_support_success_text = /** @type {(inputs: Support_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්තුතියි! පැය 4ක් ඇතුළත අපේ සහාය කණ්ඩායම ඔබ හා සම්බන්ධ වනු ඇත.`)
};

const ta_support_success_text = /** @type {(inputs: Support_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நன்றி! எங்கள் உதவிக் குழு 4 மணி நேரத்திற்குள் உங்களைத் தொடர்புகொள்ளும்.`)
};

/**
* | output |
* | --- |
* | "Thank you! Our support team will get back to you within 4 hours." |
*
* @param {Support_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_success_text = /** @type {((inputs?: Support_Success_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Success_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_success_text(inputs)
	if (locale === "ta") return ta_support_success_text(inputs)
	return en_support_success_text(inputs)
});