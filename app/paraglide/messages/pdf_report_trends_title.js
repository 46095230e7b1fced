/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Trends_TitleInputs */

const en_pdf_report_trends_title = /** @type {(inputs: Pdf_Report_Trends_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traffic and social trends`)
};

const si_pdf_report_trends_title = /** @type {(inputs: Pdf_Report_Trends_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැමිණීම් සහ සමාජ මාධ්‍ය ප්‍රවණතා`)
};

const ta_pdf_report_trends_title = /** @type {(inputs: Pdf_Report_Trends_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருகை மற்றும் சமூக ஊடகப் போக்குகள்`)
};

/**
* | output |
* | --- |
* | "Traffic and social trends" |
*
* @param {Pdf_Report_Trends_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_trends_title = /** @type {((inputs?: Pdf_Report_Trends_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Trends_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_trends_title(inputs)
	if (locale === "ta") return ta_pdf_report_trends_title(inputs)
	return en_pdf_report_trends_title(inputs)
});