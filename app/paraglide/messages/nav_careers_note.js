/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Careers_NoteInputs */

const en_nav_careers_note = /** @type {(inputs: Nav_Careers_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the team`)
};

const si_nav_careers_note = /** @type {(inputs: Nav_Careers_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ කණ්ඩායමට එක්වන්න`)
};

const ta_nav_careers_note = /** @type {(inputs: Nav_Careers_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் குழுவில் சேருங்கள்`)
};

/**
* | output |
* | --- |
* | "Join the team" |
*
* @param {Nav_Careers_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_careers_note = /** @type {((inputs?: Nav_Careers_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Careers_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_careers_note(inputs)
	if (locale === "ta") return ta_nav_careers_note(inputs)
	return en_nav_careers_note(inputs)
});