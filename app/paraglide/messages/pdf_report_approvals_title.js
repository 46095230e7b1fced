/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Approvals_TitleInputs */

const en_pdf_report_approvals_title = /** @type {(inputs: Pdf_Report_Approvals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvals`)
};

const si_pdf_report_approvals_title = /** @type {(inputs: Pdf_Report_Approvals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතීන්`)
};

const ta_pdf_report_approvals_title = /** @type {(inputs: Pdf_Report_Approvals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல்கள்`)
};

/**
* | output |
* | --- |
* | "Approvals" |
*
* @param {Pdf_Report_Approvals_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_approvals_title = /** @type {((inputs?: Pdf_Report_Approvals_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Approvals_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_approvals_title(inputs)
	if (locale === "ta") return ta_pdf_report_approvals_title(inputs)
	return en_pdf_report_approvals_title(inputs)
});