/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_EyebrowInputs */

const en_home_contact_eyebrow = /** @type {(inputs: Home_Contact_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const si_home_contact_eyebrow = /** @type {(inputs: Home_Contact_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්බන්ධ වන්න`)
};

const ta_home_contact_eyebrow = /** @type {(inputs: Home_Contact_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர்புகொள்ள`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Home_Contact_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_contact_eyebrow = /** @type {((inputs?: Home_Contact_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_contact_eyebrow(inputs)
	if (locale === "ta") return ta_home_contact_eyebrow(inputs)
	return en_home_contact_eyebrow(inputs)
});