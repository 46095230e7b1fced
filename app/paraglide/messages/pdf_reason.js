/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ReasonInputs */

const en_pdf_reason = /** @type {(inputs: Pdf_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const si_pdf_reason = /** @type {(inputs: Pdf_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හේතුව`)
};

const ta_pdf_reason = /** @type {(inputs: Pdf_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காரணம்`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Pdf_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_reason = /** @type {((inputs?: Pdf_ReasonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ReasonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_reason(inputs)
	if (locale === "ta") return ta_pdf_reason(inputs)
	return en_pdf_reason(inputs)
});