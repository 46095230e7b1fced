/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_BenefitsInputs */

const en_partnerships_benefits = /** @type {(inputs: Partnerships_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner Benefits`)
};

const si_partnerships_benefits = /** @type {(inputs: Partnerships_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හවුල්කරුවන්ට ලැබෙන වාසි`)
};

const ta_partnerships_benefits = /** @type {(inputs: Partnerships_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கூட்டாளர் நன்மைகள்`)
};

/**
* | output |
* | --- |
* | "Partner Benefits" |
*
* @param {Partnerships_BenefitsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_benefits = /** @type {((inputs?: Partnerships_BenefitsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_BenefitsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_benefits(inputs)
	if (locale === "ta") return ta_partnerships_benefits(inputs)
	return en_partnerships_benefits(inputs)
});