/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, progress: NonNullable<unknown> }} Pdf_Report_In_ProgressInputs */

const en_pdf_report_in_progress = /** @type {(inputs: Pdf_Report_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In progress: ${i?.title}, ${i?.progress}% done`)
};

const si_pdf_report_in_progress = /** @type {(inputs: Pdf_Report_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සිදු වෙමින්: ${i?.title}, ${i?.progress}% නිම කෙරිණි`)
};

const ta_pdf_report_in_progress = /** @type {(inputs: Pdf_Report_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நடைபெறுகிறது: ${i?.title}, ${i?.progress}% முடிந்தது`)
};

/**
* | output |
* | --- |
* | "In progress: {title}, {progress}% done" |
*
* @param {Pdf_Report_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_in_progress = /** @type {((inputs: Pdf_Report_In_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_In_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_in_progress(inputs)
	if (locale === "ta") return ta_pdf_report_in_progress(inputs)
	return en_pdf_report_in_progress(inputs)
});