/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_No_KeywordsInputs */

const en_pdf_report_no_keywords = /** @type {(inputs: Pdf_Report_No_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No keywords are tracked yet.`)
};

const si_pdf_report_no_keywords = /** @type {(inputs: Pdf_Report_No_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම කිසිදු මූල පදයක් ලුහුබඳින්නේ නැත.`)
};

const ta_pdf_report_no_keywords = /** @type {(inputs: Pdf_Report_No_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் எந்த முக்கியச்சொல்லும் கண்காணிக்கப்படவில்லை.`)
};

/**
* | output |
* | --- |
* | "No keywords are tracked yet." |
*
* @param {Pdf_Report_No_KeywordsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_keywords = /** @type {((inputs?: Pdf_Report_No_KeywordsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_No_KeywordsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_no_keywords(inputs)
	if (locale === "ta") return ta_pdf_report_no_keywords(inputs)
	return en_pdf_report_no_keywords(inputs)
});