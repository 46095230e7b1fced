/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, project: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Pdf_Report_Status_ChangeInputs */

const en_pdf_report_status_change = /** @type {(inputs: Pdf_Report_Status_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.project}: ${i?.from} to ${i?.to}`)
};

const si_pdf_report_status_change = /** @type {(inputs: Pdf_Report_Status_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.project}: ${i?.from} සිට ${i?.to} දක්වා`)
};

const ta_pdf_report_status_change = /** @type {(inputs: Pdf_Report_Status_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.project}: ${i?.from} இலிருந்து ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{date}, {project}: {from} to {to}" |
*
* @param {Pdf_Report_Status_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_status_change = /** @type {((inputs: Pdf_Report_Status_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Status_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_status_change(inputs)
	if (locale === "ta") return ta_pdf_report_status_change(inputs)
	return en_pdf_report_status_change(inputs)
});