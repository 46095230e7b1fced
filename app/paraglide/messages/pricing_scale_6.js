/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Scale_6Inputs */

const en_pricing_scale_6 = /** @type {(inputs: Pricing_Scale_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly performance reports`)
};

const si_pricing_scale_6 = /** @type {(inputs: Pricing_Scale_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සතිපතා කාර්ය සාධන වාර්තා`)
};

const ta_pricing_scale_6 = /** @type {(inputs: Pricing_Scale_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாராந்திர செயல்திறன் அறிக்கைகள்`)
};

/**
* | output |
* | --- |
* | "Weekly performance reports" |
*
* @param {Pricing_Scale_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_6 = /** @type {((inputs?: Pricing_Scale_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scale_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_scale_6(inputs)
	if (locale === "ta") return ta_pricing_scale_6(inputs)
	return en_pricing_scale_6(inputs)
});