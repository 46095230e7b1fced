/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Billing_ActionInputs */

const en_mail_billing_action = /** @type {(inputs: Mail_Billing_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your Billing tab`)
};

const si_mail_billing_action = /** @type {(inputs: Mail_Billing_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ බිල්පත් සහ ගෙවීම් ටැබය විවෘත කරන්න`)
};

const ta_mail_billing_action = /** @type {(inputs: Mail_Billing_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டண விவரங்கள் பகுதியைத் திறக்கவும்`)
};

/**
* | output |
* | --- |
* | "Open your Billing tab" |
*
* @param {Mail_Billing_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_billing_action = /** @type {((inputs?: Mail_Billing_ActionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Billing_ActionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_billing_action(inputs)
	if (locale === "ta") return ta_mail_billing_action(inputs)
	return en_mail_billing_action(inputs)
});