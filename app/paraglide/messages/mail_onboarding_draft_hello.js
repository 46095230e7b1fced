/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Onboarding_Draft_HelloInputs */

const en_mail_onboarding_draft_hello = /** @type {(inputs: Mail_Onboarding_Draft_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

const si_mail_onboarding_draft_hello = /** @type {(inputs: Mail_Onboarding_Draft_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආයුබෝවන්,`)
};

const ta_mail_onboarding_draft_hello = /** @type {(inputs: Mail_Onboarding_Draft_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணக்கம்,`)
};

/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_Onboarding_Draft_HelloInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_hello = /** @type {((inputs?: Mail_Onboarding_Draft_HelloInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Onboarding_Draft_HelloInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_onboarding_draft_hello(inputs)
	if (locale === "ta") return ta_mail_onboarding_draft_hello(inputs)
	return en_mail_onboarding_draft_hello(inputs)
});