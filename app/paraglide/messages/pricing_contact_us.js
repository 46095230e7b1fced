/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Contact_UsInputs */

const en_pricing_contact_us = /** @type {(inputs: Pricing_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

const si_pricing_contact_us = /** @type {(inputs: Pricing_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප අමතන්න`)
};

const ta_pricing_contact_us = /** @type {(inputs: Pricing_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைத் தொடர்புகொள்ளுங்கள்`)
};

/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Pricing_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_contact_us = /** @type {((inputs?: Pricing_Contact_UsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Contact_UsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_contact_us(inputs)
	if (locale === "ta") return ta_pricing_contact_us(inputs)
	return en_pricing_contact_us(inputs)
});