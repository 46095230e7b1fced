/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Next_TitleInputs */

const en_pdf_report_next_title = /** @type {(inputs: Pdf_Report_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planned next month`)
};

const si_pdf_report_next_title = /** @type {(inputs: Pdf_Report_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලබන මාසයට සැලසුම් කළ දේ`)
};

const ta_pdf_report_next_title = /** @type {(inputs: Pdf_Report_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த மாதத்துக்குத் திட்டமிட்டவை`)
};

/**
* | output |
* | --- |
* | "Planned next month" |
*
* @param {Pdf_Report_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_next_title = /** @type {((inputs?: Pdf_Report_Next_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Next_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_next_title(inputs)
	if (locale === "ta") return ta_pdf_report_next_title(inputs)
	return en_pdf_report_next_title(inputs)
});