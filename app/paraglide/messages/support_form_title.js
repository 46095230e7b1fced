/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Form_TitleInputs */

const en_support_form_title = /** @type {(inputs: Support_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a Support Request`)
};

const si_support_form_title = /** @type {(inputs: Support_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීමක් යවන්න`)
};

const ta_support_form_title = /** @type {(inputs: Support_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கையை அனுப்புங்கள்`)
};

/**
* | output |
* | --- |
* | "Send a Support Request" |
*
* @param {Support_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_form_title = /** @type {((inputs?: Support_Form_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Form_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_form_title(inputs)
	if (locale === "ta") return ta_support_form_title(inputs)
	return en_support_form_title(inputs)
});