/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Support_Email_TextInputs */

const en_support_email_text = /** @type {(inputs: Support_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write to ${i?.email} with your Fli DESK ID.`)
};

const si_support_email_text = /** @type {(inputs: Support_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ID සමඟ ${i?.email} වෙත ලියන්න.`)
};

const ta_support_email_text = /** @type {(inputs: Support_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK ID-உடன் ${i?.email} முகவரிக்கு எழுதுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Write to {email} with your Fli DESK ID." |
*
* @param {Support_Email_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_email_text = /** @type {((inputs: Support_Email_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Email_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_email_text(inputs)
	if (locale === "ta") return ta_support_email_text(inputs)
	return en_support_email_text(inputs)
});