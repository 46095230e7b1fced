/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Email_ActionInputs */

const en_support_email_action = /** @type {(inputs: Support_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Email`)
};

const si_support_email_action = /** @type {(inputs: Support_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් යවන්න`)
};

const ta_support_email_action = /** @type {(inputs: Support_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் அனுப்புக`)
};

/**
* | output |
* | --- |
* | "Send Email" |
*
* @param {Support_Email_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_email_action = /** @type {((inputs?: Support_Email_ActionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Email_ActionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_email_action(inputs)
	if (locale === "ta") return ta_support_email_action(inputs)
	return en_support_email_action(inputs)
});