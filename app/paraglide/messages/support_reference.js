/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Support_ReferenceInputs */

const en_support_reference = /** @type {(inputs: Support_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your reference number is ${i?.reference}.`)
};

const si_support_reference = /** @type {(inputs: Support_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ යොමු අංකය ${i?.reference}.`)
};

const ta_support_reference = /** @type {(inputs: Support_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் குறிப்பு எண் ${i?.reference}.`)
};

/**
* | output |
* | --- |
* | "Your reference number is {reference}." |
*
* @param {Support_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_reference = /** @type {((inputs: Support_ReferenceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ReferenceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_reference(inputs)
	if (locale === "ta") return ta_support_reference(inputs)
	return en_support_reference(inputs)
});