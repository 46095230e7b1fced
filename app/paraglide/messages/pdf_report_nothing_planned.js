/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Nothing_PlannedInputs */

const en_pdf_report_nothing_planned = /** @type {(inputs: Pdf_Report_Nothing_PlannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is scheduled for next month yet.`)
};

const si_pdf_report_nothing_planned = /** @type {(inputs: Pdf_Report_Nothing_PlannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලබන මාසයට තවම කිසිවක් කාලසටහන්ගත කර නැත.`)
};

const ta_pdf_report_nothing_planned = /** @type {(inputs: Pdf_Report_Nothing_PlannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த மாதத்துக்கு இன்னும் எதுவும் திட்டமிடப்படவில்லை.`)
};

/**
* | output |
* | --- |
* | "Nothing is scheduled for next month yet." |
*
* @param {Pdf_Report_Nothing_PlannedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_nothing_planned = /** @type {((inputs?: Pdf_Report_Nothing_PlannedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Nothing_PlannedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_nothing_planned(inputs)
	if (locale === "ta") return ta_pdf_report_nothing_planned(inputs)
	return en_pdf_report_nothing_planned(inputs)
});