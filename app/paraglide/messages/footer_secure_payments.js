/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Secure_PaymentsInputs */

const en_footer_secure_payments = /** @type {(inputs: Footer_Secure_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure Payments`)
};

const si_footer_secure_payments = /** @type {(inputs: Footer_Secure_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරක්ෂිත ගෙවීම්`)
};

const ta_footer_secure_payments = /** @type {(inputs: Footer_Secure_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பாதுகாப்பான கட்டணங்கள்`)
};

/**
* | output |
* | --- |
* | "Secure Payments" |
*
* @param {Footer_Secure_PaymentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_secure_payments = /** @type {((inputs?: Footer_Secure_PaymentsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Secure_PaymentsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_secure_payments(inputs)
	if (locale === "ta") return ta_footer_secure_payments(inputs)
	return en_footer_secure_payments(inputs)
});