/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Work_TitleInputs */

const en_pdf_report_work_title = /** @type {(inputs: Pdf_Report_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work done on projects`)
};

const si_pdf_report_work_title = /** @type {(inputs: Pdf_Report_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිවල කළ වැඩ`)
};

const ta_pdf_report_work_title = /** @type {(inputs: Pdf_Report_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்களில் செய்த வேலை`)
};

/**
* | output |
* | --- |
* | "Work done on projects" |
*
* @param {Pdf_Report_Work_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_work_title = /** @type {((inputs?: Pdf_Report_Work_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Work_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_work_title(inputs)
	if (locale === "ta") return ta_pdf_report_work_title(inputs)
	return en_pdf_report_work_title(inputs)
});