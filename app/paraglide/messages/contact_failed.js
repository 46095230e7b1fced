/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_FailedInputs */

const en_contact_failed = /** @type {(inputs: Contact_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send message. Please try again.`)
};

const si_contact_failed = /** @type {(inputs: Contact_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පණිවිඩය යැවීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`)
};

const ta_contact_failed = /** @type {(inputs: Contact_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயலவும்.`)
};

/**
* | output |
* | --- |
* | "Failed to send message. Please try again." |
*
* @param {Contact_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_failed = /** @type {((inputs?: Contact_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_failed(inputs)
	if (locale === "ta") return ta_contact_failed(inputs)
	return en_contact_failed(inputs)
});