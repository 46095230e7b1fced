/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Last_NameInputs */

const en_contact_last_name = /** @type {(inputs: Contact_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Name`)
};

const si_contact_last_name = /** @type {(inputs: Contact_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් නම`)
};

const ta_contact_last_name = /** @type {(inputs: Contact_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடைசிப் பெயர்`)
};

/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Contact_Last_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_last_name = /** @type {((inputs?: Contact_Last_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Last_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_last_name(inputs)
	if (locale === "ta") return ta_contact_last_name(inputs)
	return en_contact_last_name(inputs)
});