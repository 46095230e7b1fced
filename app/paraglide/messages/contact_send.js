/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SendInputs */

const en_contact_send = /** @type {(inputs: Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Message`)
};

const si_contact_send = /** @type {(inputs: Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පණිවිඩය යවන්න`)
};

const ta_contact_send = /** @type {(inputs: Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செய்தியை அனுப்புக`)
};

/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Contact_SendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_send = /** @type {((inputs?: Contact_SendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_send(inputs)
	if (locale === "ta") return ta_contact_send(inputs)
	return en_contact_send(inputs)
});