/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_CareersInputs */

const en_nav_careers = /** @type {(inputs: Nav_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

const si_nav_careers = /** @type {(inputs: Nav_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රැකියා`)
};

const ta_nav_careers = /** @type {(inputs: Nav_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேலைவாய்ப்புகள்`)
};

/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Nav_CareersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_careers = /** @type {((inputs?: Nav_CareersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CareersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_careers(inputs)
	if (locale === "ta") return ta_nav_careers(inputs)
	return en_nav_careers(inputs)
});