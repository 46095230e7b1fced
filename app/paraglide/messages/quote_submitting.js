/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_SubmittingInputs */

const en_quote_submitting = /** @type {(inputs: Quote_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const si_quote_submitting = /** @type {(inputs: Quote_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

const ta_quote_submitting = /** @type {(inputs: Quote_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமர்ப்பிக்கிறது...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Quote_SubmittingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_submitting = /** @type {((inputs?: Quote_SubmittingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_SubmittingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_submitting(inputs)
	if (locale === "ta") return ta_quote_submitting(inputs)
	return en_quote_submitting(inputs)
});