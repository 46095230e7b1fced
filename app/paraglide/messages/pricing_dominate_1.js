/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Dominate_1Inputs */

const en_pricing_dominate_1 = /** @type {(inputs: Pricing_Dominate_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlimited target keywords`)
};

const si_pricing_dominate_1 = /** @type {(inputs: Pricing_Dominate_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසීමිත ඉලක්ක මූල පද`)
};

const ta_pricing_dominate_1 = /** @type {(inputs: Pricing_Dominate_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரம்பற்ற இலக்கு முக்கியச்சொற்கள்`)
};

/**
* | output |
* | --- |
* | "Unlimited target keywords" |
*
* @param {Pricing_Dominate_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_1 = /** @type {((inputs?: Pricing_Dominate_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Dominate_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_dominate_1(inputs)
	if (locale === "ta") return ta_pricing_dominate_1(inputs)
	return en_pricing_dominate_1(inputs)
});