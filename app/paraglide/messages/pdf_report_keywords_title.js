/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Keywords_TitleInputs */

const en_pdf_report_keywords_title = /** @type {(inputs: Pdf_Report_Keywords_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword movements`)
};

const si_pdf_report_keywords_title = /** @type {(inputs: Pdf_Report_Keywords_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පදවල වෙනස්වීම්`)
};

const ta_pdf_report_keywords_title = /** @type {(inputs: Pdf_Report_Keywords_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொற்களின் நகர்வுகள்`)
};

/**
* | output |
* | --- |
* | "Keyword movements" |
*
* @param {Pdf_Report_Keywords_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_keywords_title = /** @type {((inputs?: Pdf_Report_Keywords_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Keywords_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_keywords_title(inputs)
	if (locale === "ta") return ta_pdf_report_keywords_title(inputs)
	return en_pdf_report_keywords_title(inputs)
});