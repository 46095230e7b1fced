/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_No_WorkInputs */

const en_pdf_report_no_work = /** @type {(inputs: Pdf_Report_No_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No project work was recorded this month.`)
};

const si_pdf_report_no_work = /** @type {(inputs: Pdf_Report_No_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසයේ ව්‍යාපෘති වැඩ කිසිවක් සටහන් නොකෙරිණි.`)
};

const ta_pdf_report_no_work = /** @type {(inputs: Pdf_Report_No_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதம் திட்ட வேலை எதுவும் பதிவு செய்யப்படவில்லை.`)
};

/**
* | output |
* | --- |
* | "No project work was recorded this month." |
*
* @param {Pdf_Report_No_WorkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_work = /** @type {((inputs?: Pdf_Report_No_WorkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_No_WorkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_no_work(inputs)
	if (locale === "ta") return ta_pdf_report_no_work(inputs)
	return en_pdf_report_no_work(inputs)
});