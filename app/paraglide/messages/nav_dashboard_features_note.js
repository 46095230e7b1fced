/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Dashboard_Features_NoteInputs */

const en_nav_dashboard_features_note = /** @type {(inputs: Nav_Dashboard_Features_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the portal does`)
};

const si_nav_dashboard_features_note = /** @type {(inputs: Nav_Dashboard_Features_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වාරයෙන් ඔබට ලැබෙන දේ`)
};

const ta_nav_dashboard_features_note = /** @type {(inputs: Nav_Dashboard_Features_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`போர்டல் உங்களுக்குச் செய்வது`)
};

/**
* | output |
* | --- |
* | "What the portal does" |
*
* @param {Nav_Dashboard_Features_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_dashboard_features_note = /** @type {((inputs?: Nav_Dashboard_Features_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Dashboard_Features_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_dashboard_features_note(inputs)
	if (locale === "ta") return ta_nav_dashboard_features_note(inputs)
	return en_nav_dashboard_features_note(inputs)
});