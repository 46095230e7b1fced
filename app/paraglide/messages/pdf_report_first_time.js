/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Report_First_TimeInputs */

const en_pdf_report_first_time = /** @type {(inputs: Pdf_Report_First_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} approved the first time.`)
};

const si_pdf_report_first_time = /** @type {(inputs: Pdf_Report_First_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}ක් පළමු වරම අනුමත කෙරිණි.`)
};

const ta_pdf_report_first_time = /** @type {(inputs: Pdf_Report_First_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} முதல் முறையிலேயே ஒப்புதல் பெற்றன.`)
};

/**
* | output |
* | --- |
* | "{count} approved the first time." |
*
* @param {Pdf_Report_First_TimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_first_time = /** @type {((inputs: Pdf_Report_First_TimeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_First_TimeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_first_time(inputs)
	if (locale === "ta") return ta_pdf_report_first_time(inputs)
	return en_pdf_report_first_time(inputs)
});