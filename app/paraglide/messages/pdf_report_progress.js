/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, project: NonNullable<unknown>, progress: NonNullable<unknown> }} Pdf_Report_ProgressInputs */

const en_pdf_report_progress = /** @type {(inputs: Pdf_Report_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.project}: ${i?.progress}% done`)
};

const si_pdf_report_progress = /** @type {(inputs: Pdf_Report_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.project}: ${i?.progress}% නිම කෙරිණි`)
};

const ta_pdf_report_progress = /** @type {(inputs: Pdf_Report_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.project}: ${i?.progress}% முடிந்தது`)
};

/**
* | output |
* | --- |
* | "{date}, {project}: {progress}% done" |
*
* @param {Pdf_Report_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_progress = /** @type {((inputs: Pdf_Report_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_progress(inputs)
	if (locale === "ta") return ta_pdf_report_progress(inputs)
	return en_pdf_report_progress(inputs)
});