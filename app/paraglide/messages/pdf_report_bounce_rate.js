/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Pdf_Report_Bounce_RateInputs */

const en_pdf_report_bounce_rate = /** @type {(inputs: Pdf_Report_Bounce_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bounce rate ${i?.rate}`)
};

const si_pdf_report_bounce_rate = /** @type {(inputs: Pdf_Report_Bounce_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඉවත්වීමේ අනුපාතය ${i?.rate}`)
};

const ta_pdf_report_bounce_rate = /** @type {(inputs: Pdf_Report_Bounce_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வெளியேறும் விகிதம் ${i?.rate}`)
};

/**
* | output |
* | --- |
* | "bounce rate {rate}" |
*
* @param {Pdf_Report_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_bounce_rate = /** @type {((inputs: Pdf_Report_Bounce_RateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Bounce_RateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_bounce_rate(inputs)
	if (locale === "ta") return ta_pdf_report_bounce_rate(inputs)
	return en_pdf_report_bounce_rate(inputs)
});