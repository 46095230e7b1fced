/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Report_Page_ViewsInputs */

const en_pdf_report_page_views = /** @type {(inputs: Pdf_Report_Page_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} page views`)
};

const si_pdf_report_page_views = /** @type {(inputs: Pdf_Report_Page_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පිටු බැලීම් ${i?.count}`)
};

const ta_pdf_report_page_views = /** @type {(inputs: Pdf_Report_Page_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} பக்கப் பார்வைகள்`)
};

/**
* | output |
* | --- |
* | "{count} page views" |
*
* @param {Pdf_Report_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_page_views = /** @type {((inputs: Pdf_Report_Page_ViewsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Page_ViewsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_page_views(inputs)
	if (locale === "ta") return ta_pdf_report_page_views(inputs)
	return en_pdf_report_page_views(inputs)
});