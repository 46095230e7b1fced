/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Analytics_Reports_NoteInputs */

const en_nav_analytics_reports_note = /** @type {(inputs: Nav_Analytics_Reports_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your results as charts`)
};

const si_nav_analytics_reports_note = /** @type {(inputs: Nav_Analytics_Reports_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ප්‍රතිඵල ප්‍රස්තාර ලෙස`)
};

const ta_nav_analytics_reports_note = /** @type {(inputs: Nav_Analytics_Reports_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் முடிவுகள் வரைபடங்களாக`)
};

/**
* | output |
* | --- |
* | "Your results as charts" |
*
* @param {Nav_Analytics_Reports_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_analytics_reports_note = /** @type {((inputs?: Nav_Analytics_Reports_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Analytics_Reports_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_analytics_reports_note(inputs)
	if (locale === "ta") return ta_nav_analytics_reports_note(inputs)
	return en_nav_analytics_reports_note(inputs)
});