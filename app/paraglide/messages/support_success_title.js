/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Success_TitleInputs */

const en_support_success_title = /** @type {(inputs: Support_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support Request Sent`)
};

const si_support_success_title = /** @type {(inputs: Support_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම යැවුණා`)
};

const ta_support_success_title = /** @type {(inputs: Support_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கை அனுப்பப்பட்டது`)
};

/**
* | output |
* | --- |
* | "Support Request Sent" |
*
* @param {Support_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_success_title = /** @type {((inputs?: Support_Success_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Success_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_success_title(inputs)
	if (locale === "ta") return ta_support_success_title(inputs)
	return en_support_success_title(inputs)
});