/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_About_Us_NoteInputs */

const en_nav_about_us_note = /** @type {(inputs: Nav_About_Us_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are`)
};

const si_nav_about_us_note = /** @type {(inputs: Nav_About_Us_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපි කවුරුන්ද`)
};

const ta_nav_about_us_note = /** @type {(inputs: Nav_About_Us_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாங்கள் யார்`)
};

/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {Nav_About_Us_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_about_us_note = /** @type {((inputs?: Nav_About_Us_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_About_Us_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_about_us_note(inputs)
	if (locale === "ta") return ta_nav_about_us_note(inputs)
	return en_nav_about_us_note(inputs)
});