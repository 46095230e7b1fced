/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, count: NonNullable<unknown> }} Pdf_Report_PageInputs */

const en_pdf_report_page = /** @type {(inputs: Pdf_Report_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.count}`)
};

const si_pdf_report_page = /** @type {(inputs: Pdf_Report_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පිටුව ${i?.page} / ${i?.count}`)
};

const ta_pdf_report_page = /** @type {(inputs: Pdf_Report_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பக்கம் ${i?.page} / ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Pdf_Report_PageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_page = /** @type {((inputs: Pdf_Report_PageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_PageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_page(inputs)
	if (locale === "ta") return ta_pdf_report_page(inputs)
	return en_pdf_report_page(inputs)
});