/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Compare_PlansInputs */

const en_home_compare_plans = /** @type {(inputs: Home_Compare_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare Plans`)
};

const si_home_compare_plans = /** @type {(inputs: Home_Compare_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම් සසඳන්න`)
};

const ta_home_compare_plans = /** @type {(inputs: Home_Compare_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்களை ஒப்பிடுங்கள்`)
};

/**
* | output |
* | --- |
* | "Compare Plans" |
*
* @param {Home_Compare_PlansInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_compare_plans = /** @type {((inputs?: Home_Compare_PlansInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Compare_PlansInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_compare_plans(inputs)
	if (locale === "ta") return ta_home_compare_plans(inputs)
	return en_home_compare_plans(inputs)
});