/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Posts_TitleInputs */

const en_pdf_report_posts_title = /** @type {(inputs: Pdf_Report_Posts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts delivered`)
};

const si_pdf_report_posts_title = /** @type {(inputs: Pdf_Report_Posts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලබා දුන් පළ කිරීම්`)
};

const ta_pdf_report_posts_title = /** @type {(inputs: Pdf_Report_Posts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வழங்கிய பதிவுகள்`)
};

/**
* | output |
* | --- |
* | "Posts delivered" |
*
* @param {Pdf_Report_Posts_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_posts_title = /** @type {((inputs?: Pdf_Report_Posts_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Posts_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_posts_title(inputs)
	if (locale === "ta") return ta_pdf_report_posts_title(inputs)
	return en_pdf_report_posts_title(inputs)
});