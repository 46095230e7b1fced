/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Payment_StatusInputs */

const en_support_payment_status = /** @type {(inputs: Support_Payment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment status`)
};

const si_support_payment_status = /** @type {(inputs: Support_Payment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් තත්ත්වය`)
};

const ta_support_payment_status = /** @type {(inputs: Support_Payment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண நிலை`)
};

/**
* | output |
* | --- |
* | "Payment status" |
*
* @param {Support_Payment_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_payment_status = /** @type {((inputs?: Support_Payment_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Payment_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_payment_status(inputs)
	if (locale === "ta") return ta_support_payment_status(inputs)
	return en_support_payment_status(inputs)
});