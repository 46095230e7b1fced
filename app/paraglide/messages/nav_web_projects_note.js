/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Web_Projects_NoteInputs */

const en_nav_web_projects_note = /** @type {(inputs: Nav_Web_Projects_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sites and apps we built`)
};

const si_nav_web_projects_note = /** @type {(inputs: Nav_Web_Projects_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප නිර්මාණය කළ වෙබ් අඩවි සහ යෙදුම්`)
};

const ta_nav_web_projects_note = /** @type {(inputs: Nav_Web_Projects_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாங்கள் உருவாக்கிய தளங்களும் செயலிகளும்`)
};

/**
* | output |
* | --- |
* | "Sites and apps we built" |
*
* @param {Nav_Web_Projects_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_web_projects_note = /** @type {((inputs?: Nav_Web_Projects_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Web_Projects_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_web_projects_note(inputs)
	if (locale === "ta") return ta_nav_web_projects_note(inputs)
	return en_nav_web_projects_note(inputs)
});