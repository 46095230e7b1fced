/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, plan: NonNullable<unknown> }} Mail_Failed_Not_ChargedInputs */

const en_mail_failed_not_charged = /** @type {(inputs: Mail_Failed_Not_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not charge ${i?.amount} for your ${i?.plan} plan.`)
};

const si_mail_failed_not_charged = /** @type {(inputs: Mail_Failed_Not_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම සඳහා ${i?.amount} අය කිරීමට අපට නොහැකි විය.`)
};

const ta_mail_failed_not_charged = /** @type {(inputs: Mail_Failed_Not_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டத்திற்கான ${i?.amount} தொகையை எங்களால் வசூலிக்க முடியவில்லை.`)
};

/**
* | output |
* | --- |
* | "We could not charge {amount} for your {plan} plan." |
*
* @param {Mail_Failed_Not_ChargedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_not_charged = /** @type {((inputs: Mail_Failed_Not_ChargedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Failed_Not_ChargedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_failed_not_charged(inputs)
	if (locale === "ta") return ta_mail_failed_not_charged(inputs)
	return en_mail_failed_not_charged(inputs)
});