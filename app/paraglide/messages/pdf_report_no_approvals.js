/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_No_ApprovalsInputs */

const en_pdf_report_no_approvals = /** @type {(inputs: Pdf_Report_No_ApprovalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts were approved this month.`)
};

const si_pdf_report_no_approvals = /** @type {(inputs: Pdf_Report_No_ApprovalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසයේ කිසිදු පළ කිරීමක් අනුමත නොකෙරිණි.`)
};

const ta_pdf_report_no_approvals = /** @type {(inputs: Pdf_Report_No_ApprovalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதம் எந்தப் பதிவுக்கும் ஒப்புதல் அளிக்கப்படவில்லை.`)
};

/**
* | output |
* | --- |
* | "No posts were approved this month." |
*
* @param {Pdf_Report_No_ApprovalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_approvals = /** @type {((inputs?: Pdf_Report_No_ApprovalsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_No_ApprovalsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_no_approvals(inputs)
	if (locale === "ta") return ta_pdf_report_no_approvals(inputs)
	return en_pdf_report_no_approvals(inputs)
});