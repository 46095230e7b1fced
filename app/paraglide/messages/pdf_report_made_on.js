/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Pdf_Report_Made_OnInputs */

const en_pdf_report_made_on = /** @type {(inputs: Pdf_Report_Made_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Made on ${i?.date}`)
};

const si_pdf_report_made_on = /** @type {(inputs: Pdf_Report_Made_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සකස් කළ දිනය: ${i?.date}`)
};

const ta_pdf_report_made_on = /** @type {(inputs: Pdf_Report_Made_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`தயாரித்த நாள்: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Made on {date}" |
*
* @param {Pdf_Report_Made_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_made_on = /** @type {((inputs: Pdf_Report_Made_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Made_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_made_on(inputs)
	if (locale === "ta") return ta_pdf_report_made_on(inputs)
	return en_pdf_report_made_on(inputs)
});