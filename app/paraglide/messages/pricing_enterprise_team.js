/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Enterprise_TeamInputs */

const en_pricing_enterprise_team = /** @type {(inputs: Pricing_Enterprise_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dedicated team`)
};

const si_pricing_enterprise_team = /** @type {(inputs: Pricing_Enterprise_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබටම වෙන් වූ කණ්ඩායමක්`)
};

const ta_pricing_enterprise_team = /** @type {(inputs: Pricing_Enterprise_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிரத்யேகக் குழு`)
};

/**
* | output |
* | --- |
* | "Dedicated team" |
*
* @param {Pricing_Enterprise_TeamInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_team = /** @type {((inputs?: Pricing_Enterprise_TeamInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Enterprise_TeamInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_enterprise_team(inputs)
	if (locale === "ta") return ta_pricing_enterprise_team(inputs)
	return en_pricing_enterprise_team(inputs)
});