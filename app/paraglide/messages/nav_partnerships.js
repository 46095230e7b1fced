/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_PartnershipsInputs */

const en_nav_partnerships = /** @type {(inputs: Nav_PartnershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnerships`)
};

const si_nav_partnerships = /** @type {(inputs: Nav_PartnershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හවුල්කාරිත්ව`)
};

const ta_nav_partnerships = /** @type {(inputs: Nav_PartnershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கூட்டாண்மைகள்`)
};

/**
* | output |
* | --- |
* | "Partnerships" |
*
* @param {Nav_PartnershipsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_partnerships = /** @type {((inputs?: Nav_PartnershipsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_PartnershipsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_partnerships(inputs)
	if (locale === "ta") return ta_nav_partnerships(inputs)
	return en_nav_partnerships(inputs)
});