/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Case_Studies_NoteInputs */

const en_nav_case_studies_note = /** @type {(inputs: Nav_Case_Studies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results for our clients`)
};

const si_nav_case_studies_note = /** @type {(inputs: Nav_Case_Studies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ සේවාදායකයන් ලැබූ ප්‍රතිඵල`)
};

const ta_nav_case_studies_note = /** @type {(inputs: Nav_Case_Studies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் வாடிக்கையாளர்கள் பெற்ற முடிவுகள்`)
};

/**
* | output |
* | --- |
* | "Results for our clients" |
*
* @param {Nav_Case_Studies_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_case_studies_note = /** @type {((inputs?: Nav_Case_Studies_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Case_Studies_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_case_studies_note(inputs)
	if (locale === "ta") return ta_nav_case_studies_note(inputs)
	return en_nav_case_studies_note(inputs)
});