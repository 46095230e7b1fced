/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_First_NameInputs */

const en_contact_first_name = /** @type {(inputs: Contact_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First Name`)
};

const si_contact_first_name = /** @type {(inputs: Contact_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුල් නම`)
};

const ta_contact_first_name = /** @type {(inputs: Contact_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதல் பெயர்`)
};

/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Contact_First_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_first_name = /** @type {((inputs?: Contact_First_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_First_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_first_name(inputs)
	if (locale === "ta") return ta_contact_first_name(inputs)
	return en_contact_first_name(inputs)
});