/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Report_DownInputs */

const en_pdf_report_down = /** @type {(inputs: Pdf_Report_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`down ${i?.count}`)
};

const si_pdf_report_down = /** @type {(inputs: Pdf_Report_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}කින් පහළට`)
};

const ta_pdf_report_down = /** @type {(inputs: Pdf_Report_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} கீழே`)
};

/**
* | output |
* | --- |
* | "down {count}" |
*
* @param {Pdf_Report_DownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_down = /** @type {((inputs: Pdf_Report_DownInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_DownInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_down(inputs)
	if (locale === "ta") return ta_pdf_report_down(inputs)
	return en_pdf_report_down(inputs)
});