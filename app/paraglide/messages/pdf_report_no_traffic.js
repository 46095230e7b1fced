/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_No_TrafficInputs */

const en_pdf_report_no_traffic = /** @type {(inputs: Pdf_Report_No_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No website figures were uploaded for this month.`)
};

const si_pdf_report_no_traffic = /** @type {(inputs: Pdf_Report_No_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසය සඳහා වෙබ් අඩවි සංඛ්‍යා උඩුගත කර නැත.`)
};

const ta_pdf_report_no_traffic = /** @type {(inputs: Pdf_Report_No_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கு இணையதள எண்ணிக்கைகள் பதிவேற்றப்படவில்லை.`)
};

/**
* | output |
* | --- |
* | "No website figures were uploaded for this month." |
*
* @param {Pdf_Report_No_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_traffic = /** @type {((inputs?: Pdf_Report_No_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_No_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_no_traffic(inputs)
	if (locale === "ta") return ta_pdf_report_no_traffic(inputs)
	return en_pdf_report_no_traffic(inputs)
});