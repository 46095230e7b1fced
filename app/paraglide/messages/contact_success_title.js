/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Success_TitleInputs */

const en_contact_success_title = /** @type {(inputs: Contact_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Sent!`)
};

const si_contact_success_title = /** @type {(inputs: Contact_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පණිවිඩය යැවුණා!`)
};

const ta_contact_success_title = /** @type {(inputs: Contact_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செய்தி அனுப்பப்பட்டது!`)
};

/**
* | output |
* | --- |
* | "Message Sent!" |
*
* @param {Contact_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_success_title = /** @type {((inputs?: Contact_Success_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Success_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_success_title(inputs)
	if (locale === "ta") return ta_contact_success_title(inputs)
	return en_contact_success_title(inputs)
});