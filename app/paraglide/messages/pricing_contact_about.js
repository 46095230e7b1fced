/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Pricing_Contact_AboutInputs */

const en_pricing_contact_about = /** @type {(inputs: Pricing_Contact_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` about Enterprise ${i?.service}`)
};

const si_pricing_contact_about = /** @type {(inputs: Pricing_Contact_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ආයතනික ${i?.service} ගැන`)
};

const ta_pricing_contact_about = /** @type {(inputs: Pricing_Contact_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: பெருநிறுவன ${i?.service} பற்றி`)
};

/**
* | output |
* | --- |
* | "about Enterprise {service}" |
*
* @param {Pricing_Contact_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_contact_about = /** @type {((inputs: Pricing_Contact_AboutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Contact_AboutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_contact_about(inputs)
	if (locale === "ta") return ta_pricing_contact_about(inputs)
	return en_pricing_contact_about(inputs)
});