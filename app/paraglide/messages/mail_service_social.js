/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Service_SocialInputs */

const en_mail_service_social = /** @type {(inputs: Mail_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Media`)
};

const si_mail_service_social = /** @type {(inputs: Mail_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය`)
};

const ta_mail_service_social = /** @type {(inputs: Mail_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகம்`)
};

/**
* | output |
* | --- |
* | "Social Media" |
*
* @param {Mail_Service_SocialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_service_social = /** @type {((inputs?: Mail_Service_SocialInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Service_SocialInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_service_social(inputs)
	if (locale === "ta") return ta_mail_service_social(inputs)
	return en_mail_service_social(inputs)
});