/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Pdf_Report_Last_MonthInputs */

const en_pdf_report_last_month = /** @type {(inputs: Pdf_Report_Last_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last month ${i?.value}`)
};

const si_pdf_report_last_month = /** @type {(inputs: Pdf_Report_Last_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පසුගිය මාසයේ ${i?.value}`)
};

const ta_pdf_report_last_month = /** @type {(inputs: Pdf_Report_Last_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கடந்த மாதம் ${i?.value}`)
};

/**
* | output |
* | --- |
* | "last month {value}" |
*
* @param {Pdf_Report_Last_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_last_month = /** @type {((inputs: Pdf_Report_Last_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Last_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_last_month(inputs)
	if (locale === "ta") return ta_pdf_report_last_month(inputs)
	return en_pdf_report_last_month(inputs)
});