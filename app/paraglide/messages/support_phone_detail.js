/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Phone_DetailInputs */

const en_support_phone_detail = /** @type {(inputs: Support_Phone_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon-Fri 9 AM-6 PM`)
};

const si_support_phone_detail = /** @type {(inputs: Support_Phone_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සඳුදා-සිකුරාදා පෙ.ව. 9-ප.ව. 6`)
};

const ta_support_phone_detail = /** @type {(inputs: Support_Phone_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திங்கள்-வெள்ளி காலை 9-மாலை 6`)
};

/**
* | output |
* | --- |
* | "Mon-Fri 9 AM-6 PM" |
*
* @param {Support_Phone_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_phone_detail = /** @type {((inputs?: Support_Phone_DetailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Phone_DetailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_phone_detail(inputs)
	if (locale === "ta") return ta_support_phone_detail(inputs)
	return en_support_phone_detail(inputs)
});