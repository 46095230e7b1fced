/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_EnterpriseInputs */

const en_pricing_enterprise = /** @type {(inputs: Pricing_EnterpriseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enterprise`)
};

const si_pricing_enterprise = /** @type {(inputs: Pricing_EnterpriseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආයතනික`)
};

const ta_pricing_enterprise = /** @type {(inputs: Pricing_EnterpriseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெருநிறுவனம்`)
};

/**
* | output |
* | --- |
* | "Enterprise" |
*
* @param {Pricing_EnterpriseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise = /** @type {((inputs?: Pricing_EnterpriseInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_EnterpriseInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_enterprise(inputs)
	if (locale === "ta") return ta_pricing_enterprise(inputs)
	return en_pricing_enterprise(inputs)
});