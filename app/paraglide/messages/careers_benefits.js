/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_BenefitsInputs */

const en_careers_benefits = /** @type {(inputs: Careers_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benefits`)
};

const si_careers_benefits = /** @type {(inputs: Careers_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලැබෙන වාසි`)
};

const ta_careers_benefits = /** @type {(inputs: Careers_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நன்மைகள்`)
};

/**
* | output |
* | --- |
* | "Benefits" |
*
* @param {Careers_BenefitsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_benefits = /** @type {((inputs?: Careers_BenefitsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_BenefitsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_benefits(inputs)
	if (locale === "ta") return ta_careers_benefits(inputs)
	return en_careers_benefits(inputs)
});