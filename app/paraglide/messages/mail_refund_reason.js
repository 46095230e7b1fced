/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Mail_Refund_ReasonInputs */

const en_mail_refund_reason = /** @type {(inputs: Mail_Refund_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const si_mail_refund_reason = /** @type {(inputs: Mail_Refund_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`හේතුව: ${i?.reason}`)
};

const ta_mail_refund_reason = /** @type {(inputs: Mail_Refund_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`காரணம்: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Mail_Refund_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_reason = /** @type {((inputs: Mail_Refund_ReasonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_ReasonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_reason(inputs)
	if (locale === "ta") return ta_mail_refund_reason(inputs)
	return en_mail_refund_reason(inputs)
});