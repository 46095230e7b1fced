/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Pdf_Report_CompletedInputs */

const en_pdf_report_completed = /** @type {(inputs: Pdf_Report_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Completed: ${i?.title}`)
};

const si_pdf_report_completed = /** @type {(inputs: Pdf_Report_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නිම කළා: ${i?.title}`)
};

const ta_pdf_report_completed = /** @type {(inputs: Pdf_Report_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`முடிந்தது: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Completed: {title}" |
*
* @param {Pdf_Report_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_completed = /** @type {((inputs: Pdf_Report_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_completed(inputs)
	if (locale === "ta") return ta_pdf_report_completed(inputs)
	return en_pdf_report_completed(inputs)
});