/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Pdf_Report_No_FiguresInputs */

const en_pdf_report_no_figures = /** @type {(inputs: Pdf_Report_No_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: no figures this month (last month ${i?.value})`)
};

const si_pdf_report_no_figures = /** @type {(inputs: Pdf_Report_No_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: මෙම මාසයේ සංඛ්‍යා නැත (පසුගිය මාසයේ ${i?.value})`)
};

const ta_pdf_report_no_figures = /** @type {(inputs: Pdf_Report_No_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: இந்த மாதம் எண்ணிக்கைகள் இல்லை (கடந்த மாதம் ${i?.value})`)
};

/**
* | output |
* | --- |
* | "{label}: no figures this month (last month {value})" |
*
* @param {Pdf_Report_No_FiguresInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_figures = /** @type {((inputs: Pdf_Report_No_FiguresInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_No_FiguresInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_no_figures(inputs)
	if (locale === "ta") return ta_pdf_report_no_figures(inputs)
	return en_pdf_report_no_figures(inputs)
});