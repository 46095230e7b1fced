/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Tools_TextInputs */

const en_careers_tools_text = /** @type {(inputs: Careers_Tools_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK, Figma, GitHub and the tools you need, provided.`)
};

const si_careers_tools_text = /** @type {(inputs: Careers_Tools_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK, Figma, GitHub ඇතුළු ඔබට අවශ්‍ය මෙවලම් අපෙන් ලැබේ.`)
};

const ta_careers_tools_text = /** @type {(inputs: Careers_Tools_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK, Figma, GitHub உட்பட உங்களுக்குத் தேவையான கருவிகளை நாங்கள் வழங்குகிறோம்.`)
};

/**
* | output |
* | --- |
* | "Fli DESK, Figma, GitHub and the tools you need, provided." |
*
* @param {Careers_Tools_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_tools_text = /** @type {((inputs?: Careers_Tools_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Tools_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_tools_text(inputs)
	if (locale === "ta") return ta_careers_tools_text(inputs)
	return en_careers_tools_text(inputs)
});