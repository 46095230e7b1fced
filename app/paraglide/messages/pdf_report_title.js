/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Pdf_Report_TitleInputs */

const en_pdf_report_title = /** @type {(inputs: Pdf_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly report: ${i?.month}`)
};

const si_pdf_report_title = /** @type {(inputs: Pdf_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තාව: ${i?.month}`)
};

const ta_pdf_report_title = /** @type {(inputs: Pdf_Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கை: ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Monthly report: {month}" |
*
* @param {Pdf_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_title = /** @type {((inputs: Pdf_Report_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_title(inputs)
	if (locale === "ta") return ta_pdf_report_title(inputs)
	return en_pdf_report_title(inputs)
});