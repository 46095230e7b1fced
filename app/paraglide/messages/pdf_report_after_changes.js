/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Report_After_ChangesInputs */

const en_pdf_report_after_changes = /** @type {(inputs: Pdf_Report_After_ChangesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} approved after changes.`)
};

const si_pdf_report_after_changes = /** @type {(inputs: Pdf_Report_After_ChangesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}ක් වෙනස් කිරීම්වලින් පසු අනුමත කෙරිණි.`)
};

const ta_pdf_report_after_changes = /** @type {(inputs: Pdf_Report_After_ChangesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} மாற்றங்களுக்குப் பின் ஒப்புதல் பெற்றன.`)
};

/**
* | output |
* | --- |
* | "{count} approved after changes." |
*
* @param {Pdf_Report_After_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_after_changes = /** @type {((inputs: Pdf_Report_After_ChangesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_After_ChangesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_after_changes(inputs)
	if (locale === "ta") return ta_pdf_report_after_changes(inputs)
	return en_pdf_report_after_changes(inputs)
});