/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Report_VisitorsInputs */

const en_pdf_report_visitors = /** @type {(inputs: Pdf_Report_VisitorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} visitors`)
};

const si_pdf_report_visitors = /** @type {(inputs: Pdf_Report_VisitorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පැමිණි අය ${i?.count}`)
};

const ta_pdf_report_visitors = /** @type {(inputs: Pdf_Report_VisitorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} பார்வையாளர்கள்`)
};

/**
* | output |
* | --- |
* | "{count} visitors" |
*
* @param {Pdf_Report_VisitorsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_visitors = /** @type {((inputs: Pdf_Report_VisitorsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_VisitorsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_visitors(inputs)
	if (locale === "ta") return ta_pdf_report_visitors(inputs)
	return en_pdf_report_visitors(inputs)
});