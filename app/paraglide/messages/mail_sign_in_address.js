/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ip: NonNullable<unknown> }} Mail_Sign_In_AddressInputs */

const en_mail_sign_in_address = /** @type {(inputs: Mail_Sign_In_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Address: ${i?.ip}`)
};

const si_mail_sign_in_address = /** @type {(inputs: Mail_Sign_In_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ලිපිනය: ${i?.ip}`)
};

const ta_mail_sign_in_address = /** @type {(inputs: Mail_Sign_In_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`முகவரி: ${i?.ip}`)
};

/**
* | output |
* | --- |
* | "Address: {ip}" |
*
* @param {Mail_Sign_In_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_address = /** @type {((inputs: Mail_Sign_In_AddressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_AddressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_sign_in_address(inputs)
	if (locale === "ta") return ta_mail_sign_in_address(inputs)
	return en_mail_sign_in_address(inputs)
});