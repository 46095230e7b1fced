/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_NaInputs */

const en_pdf_report_na = /** @type {(inputs: Pdf_Report_NaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`n/a`)
};

const si_pdf_report_na = /** @type {(inputs: Pdf_Report_NaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත`)
};

const ta_pdf_report_na = /** @type {(inputs: Pdf_Report_NaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை`)
};

/**
* | output |
* | --- |
* | "n/a" |
*
* @param {Pdf_Report_NaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_na = /** @type {((inputs?: Pdf_Report_NaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_NaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_na(inputs)
	if (locale === "ta") return ta_pdf_report_na(inputs)
	return en_pdf_report_na(inputs)
});