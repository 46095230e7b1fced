/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Partnerships_NoteInputs */

const en_nav_partnerships_note = /** @type {(inputs: Nav_Partnerships_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grow with us`)
};

const si_nav_partnerships_note = /** @type {(inputs: Nav_Partnerships_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප සමඟ වර්ධනය වන්න`)
};

const ta_nav_partnerships_note = /** @type {(inputs: Nav_Partnerships_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களுடன் வளருங்கள்`)
};

/**
* | output |
* | --- |
* | "Grow with us" |
*
* @param {Nav_Partnerships_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_partnerships_note = /** @type {((inputs?: Nav_Partnerships_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Partnerships_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_partnerships_note(inputs)
	if (locale === "ta") return ta_nav_partnerships_note(inputs)
	return en_nav_partnerships_note(inputs)
});