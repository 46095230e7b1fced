/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_PlatformsInputs */

const en_pricing_faq_platforms = /** @type {(inputs: Pricing_Faq_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which platforms do you manage?`)
};

const si_pricing_faq_platforms = /** @type {(inputs: Pricing_Faq_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ කළමනාකරණය කරන්නේ කුමන වේදිකාද?`)
};

const ta_pricing_faq_platforms = /** @type {(inputs: Pricing_Faq_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்தத் தளங்களை நிர்வகிக்கிறீர்கள்?`)
};

/**
* | output |
* | --- |
* | "Which platforms do you manage?" |
*
* @param {Pricing_Faq_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_platforms = /** @type {((inputs?: Pricing_Faq_PlatformsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_PlatformsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_platforms(inputs)
	if (locale === "ta") return ta_pricing_faq_platforms(inputs)
	return en_pricing_faq_platforms(inputs)
});