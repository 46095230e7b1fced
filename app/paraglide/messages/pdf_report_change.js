/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Report_ChangeInputs */

const en_pdf_report_change = /** @type {(inputs: Pdf_Report_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% on last month`)
};

const si_pdf_report_change = /** @type {(inputs: Pdf_Report_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පසුගිය මාසයට වඩා ${i?.percent}%`)
};

const ta_pdf_report_change = /** @type {(inputs: Pdf_Report_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கடந்த மாதத்தை விட ${i?.percent}%`)
};

/**
* | output |
* | --- |
* | "{percent}% on last month" |
*
* @param {Pdf_Report_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_change = /** @type {((inputs: Pdf_Report_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_change(inputs)
	if (locale === "ta") return ta_pdf_report_change(inputs)
	return en_pdf_report_change(inputs)
});