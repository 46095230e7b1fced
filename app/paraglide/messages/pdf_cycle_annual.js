/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Cycle_AnnualInputs */

const en_pdf_cycle_annual = /** @type {(inputs: Pdf_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual`)
};

const si_pdf_cycle_annual = /** @type {(inputs: Pdf_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්ෂිකව`)
};

const ta_pdf_cycle_annual = /** @type {(inputs: Pdf_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆண்டுதோறும்`)
};

/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Pdf_Cycle_AnnualInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_cycle_annual = /** @type {((inputs?: Pdf_Cycle_AnnualInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Cycle_AnnualInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_cycle_annual(inputs)
	if (locale === "ta") return ta_pdf_cycle_annual(inputs)
	return en_pdf_cycle_annual(inputs)
});