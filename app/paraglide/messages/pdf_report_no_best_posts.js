/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_No_Best_PostsInputs */

const en_pdf_report_no_best_posts = /** @type {(inputs: Pdf_Report_No_Best_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts were published this month.`)
};

const si_pdf_report_no_best_posts = /** @type {(inputs: Pdf_Report_No_Best_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසයේ කිසිදු පළ කිරීමක් පළ නොකෙරිණි.`)
};

const ta_pdf_report_no_best_posts = /** @type {(inputs: Pdf_Report_No_Best_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதம் எந்தப் பதிவும் வெளியிடப்படவில்லை.`)
};

/**
* | output |
* | --- |
* | "No posts were published this month." |
*
* @param {Pdf_Report_No_Best_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_best_posts = /** @type {((inputs?: Pdf_Report_No_Best_PostsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_No_Best_PostsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_no_best_posts(inputs)
	if (locale === "ta") return ta_pdf_report_no_best_posts(inputs)
	return en_pdf_report_no_best_posts(inputs)
});