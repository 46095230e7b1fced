/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ published: NonNullable<unknown>, promised: NonNullable<unknown> }} Pdf_Report_Published_BarInputs */

const en_pdf_report_published_bar = /** @type {(inputs: Pdf_Report_Published_BarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Published: ${i?.published} of ${i?.promised}`)
};

const si_pdf_report_published_bar = /** @type {(inputs: Pdf_Report_Published_BarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ කළ: ${i?.promised}න් ${i?.published}`)
};

const ta_pdf_report_published_bar = /** @type {(inputs: Pdf_Report_Published_BarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வெளியிட்டவை: ${i?.promised} இல் ${i?.published}`)
};

/**
* | output |
* | --- |
* | "Published: {published} of {promised}" |
*
* @param {Pdf_Report_Published_BarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_published_bar = /** @type {((inputs: Pdf_Report_Published_BarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Published_BarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_published_bar(inputs)
	if (locale === "ta") return ta_pdf_report_published_bar(inputs)
	return en_pdf_report_published_bar(inputs)
});