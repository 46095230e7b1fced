/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Dominate_5Inputs */

const en_pricing_dominate_5 = /** @type {(inputs: Pricing_Dominate_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversion rate optimisation`)
};

const si_pricing_dominate_5 = /** @type {(inputs: Pricing_Dominate_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නරඹන්නන් පාරිභෝගිකයන් බවට පත්වීමේ අනුපාතය ඉහළ නැංවීම`)
};

const ta_pricing_dominate_5 = /** @type {(inputs: Pricing_Dominate_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பார்வையாளர்களை வாடிக்கையாளர்களாக மாற்றும் விகித மேம்படுத்தல்`)
};

/**
* | output |
* | --- |
* | "Conversion rate optimisation" |
*
* @param {Pricing_Dominate_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_5 = /** @type {((inputs?: Pricing_Dominate_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Dominate_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_dominate_5(inputs)
	if (locale === "ta") return ta_pricing_dominate_5(inputs)
	return en_pricing_dominate_5(inputs)
});