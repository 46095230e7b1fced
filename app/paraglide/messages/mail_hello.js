/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_HelloInputs */

const en_mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

const si_mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ආයුබෝවන් ${i?.name},`)
};

const ta_mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வணக்கம் ${i?.name},`)
};

/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mail_HelloInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_hello = /** @type {((inputs: Mail_HelloInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_HelloInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_hello(inputs)
	if (locale === "ta") return ta_mail_hello(inputs)
	return en_mail_hello(inputs)
});