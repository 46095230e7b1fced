/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Web_Development_NoteInputs */

const en_nav_web_development_note = /** @type {(inputs: Nav_Web_Development_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast, modern websites`)
};

const si_nav_web_development_note = /** @type {(inputs: Nav_Web_Development_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේගවත්, නවීන වෙබ් අඩවි`)
};

const ta_nav_web_development_note = /** @type {(inputs: Nav_Web_Development_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேகமான, நவீன இணையதளங்கள்`)
};

/**
* | output |
* | --- |
* | "Fast, modern websites" |
*
* @param {Nav_Web_Development_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_web_development_note = /** @type {((inputs?: Nav_Web_Development_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Web_Development_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_web_development_note(inputs)
	if (locale === "ta") return ta_nav_web_development_note(inputs)
	return en_nav_web_development_note(inputs)
});