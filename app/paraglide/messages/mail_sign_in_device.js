/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ device: NonNullable<unknown> }} Mail_Sign_In_DeviceInputs */

const en_mail_sign_in_device = /** @type {(inputs: Mail_Sign_In_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Device: ${i?.device}`)
};

const si_mail_sign_in_device = /** @type {(inputs: Mail_Sign_In_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`උපාංගය: ${i?.device}`)
};

const ta_mail_sign_in_device = /** @type {(inputs: Mail_Sign_In_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`சாதனம்: ${i?.device}`)
};

/**
* | output |
* | --- |
* | "Device: {device}" |
*
* @param {Mail_Sign_In_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_device = /** @type {((inputs: Mail_Sign_In_DeviceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_DeviceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_sign_in_device(inputs)
	if (locale === "ta") return ta_mail_sign_in_device(inputs)
	return en_mail_sign_in_device(inputs)
});