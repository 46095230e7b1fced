/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Refund_ActionInputs */

const en_mail_refund_action = /** @type {(inputs: Mail_Refund_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your billing`)
};

const si_mail_refund_action = /** @type {(inputs: Mail_Refund_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ බිල්පත් සහ ගෙවීම් විවෘත කරන්න`)
};

const ta_mail_refund_action = /** @type {(inputs: Mail_Refund_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டண விவரங்களைத் திறக்கவும்`)
};

/**
* | output |
* | --- |
* | "Open your billing" |
*
* @param {Mail_Refund_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_action = /** @type {((inputs?: Mail_Refund_ActionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_ActionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_action(inputs)
	if (locale === "ta") return ta_mail_refund_action(inputs)
	return en_mail_refund_action(inputs)
});