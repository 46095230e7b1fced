/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Enterprise_ForInputs */

const en_pricing_enterprise_for = /** @type {(inputs: Pricing_Enterprise_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For large brands and multi-location businesses`)
};

const si_pricing_enterprise_for = /** @type {(inputs: Pricing_Enterprise_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශාල සන්නාම සහ ශාඛා කිහිපයක් ඇති ව්‍යාපාර සඳහා`)
};

const ta_pricing_enterprise_for = /** @type {(inputs: Pricing_Enterprise_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெரிய பிராண்டுகள் மற்றும் பல கிளைகள் கொண்ட வணிகங்களுக்கு`)
};

/**
* | output |
* | --- |
* | "For large brands and multi-location businesses" |
*
* @param {Pricing_Enterprise_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_for = /** @type {((inputs?: Pricing_Enterprise_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Enterprise_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_enterprise_for(inputs)
	if (locale === "ta") return ta_pricing_enterprise_for(inputs)
	return en_pricing_enterprise_for(inputs)
});