/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Report_UpInputs */

const en_pdf_report_up = /** @type {(inputs: Pdf_Report_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`up ${i?.count}`)
};

const si_pdf_report_up = /** @type {(inputs: Pdf_Report_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}කින් ඉහළට`)
};

const ta_pdf_report_up = /** @type {(inputs: Pdf_Report_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} மேலே`)
};

/**
* | output |
* | --- |
* | "up {count}" |
*
* @param {Pdf_Report_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_up = /** @type {((inputs: Pdf_Report_UpInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_UpInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_up(inputs)
	if (locale === "ta") return ta_pdf_report_up(inputs)
	return en_pdf_report_up(inputs)
});