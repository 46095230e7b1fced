/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Dominate_6Inputs */

const en_pricing_dominate_6 = /** @type {(inputs: Pricing_Dominate_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly reports and strategy calls`)
};

const si_pricing_dominate_6 = /** @type {(inputs: Pricing_Dominate_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සතිපතා වාර්තා සහ උපාය මාර්ග සාකච්ඡා`)
};

const ta_pricing_dominate_6 = /** @type {(inputs: Pricing_Dominate_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாராந்திர அறிக்கைகள் மற்றும் உத்தி ஆலோசனை அழைப்புகள்`)
};

/**
* | output |
* | --- |
* | "Weekly reports and strategy calls" |
*
* @param {Pricing_Dominate_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_6 = /** @type {((inputs?: Pricing_Dominate_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Dominate_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_dominate_6(inputs)
	if (locale === "ta") return ta_pricing_dominate_6(inputs)
	return en_pricing_dominate_6(inputs)
});