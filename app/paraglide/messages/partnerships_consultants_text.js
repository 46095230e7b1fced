/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Consultants_TextInputs */

const en_partnerships_consultants_text = /** @type {(inputs: Partnerships_Consultants_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advisers who help businesses grow and go digital.`)
};

const si_partnerships_consultants_text = /** @type {(inputs: Partnerships_Consultants_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරවලට වර්ධනය වීමට සහ ඩිජිටල් වීමට උදව් කරන උපදේශකයන්.`)
};

const ta_partnerships_consultants_text = /** @type {(inputs: Partnerships_Consultants_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகங்கள் வளரவும் டிஜிட்டல் மயமாகவும் உதவும் ஆலோசகர்கள்.`)
};

/**
* | output |
* | --- |
* | "Advisers who help businesses grow and go digital." |
*
* @param {Partnerships_Consultants_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_consultants_text = /** @type {((inputs?: Partnerships_Consultants_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Consultants_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_consultants_text(inputs)
	if (locale === "ta") return ta_partnerships_consultants_text(inputs)
	return en_partnerships_consultants_text(inputs)
});