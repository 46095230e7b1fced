/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ keyword: NonNullable<unknown>, position: NonNullable<unknown> }} Pdf_Report_PositionInputs */

const en_pdf_report_position = /** @type {(inputs: Pdf_Report_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.keyword}: position ${i?.position}`)
};

const si_pdf_report_position = /** @type {(inputs: Pdf_Report_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.keyword}: ස්ථානය ${i?.position}`)
};

const ta_pdf_report_position = /** @type {(inputs: Pdf_Report_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.keyword}: நிலை ${i?.position}`)
};

/**
* | output |
* | --- |
* | "{keyword}: position {position}" |
*
* @param {Pdf_Report_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_position = /** @type {((inputs: Pdf_Report_PositionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_PositionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_position(inputs)
	if (locale === "ta") return ta_pdf_report_position(inputs)
	return en_pdf_report_position(inputs)
});