/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_FreelanceInputs */

const en_careers_freelance = /** @type {(inputs: Careers_FreelanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelance`)
};

const si_careers_freelance = /** @type {(inputs: Careers_FreelanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවා`)
};

const ta_careers_freelance = /** @type {(inputs: Careers_FreelanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்ஸ்`)
};

/**
* | output |
* | --- |
* | "Freelance" |
*
* @param {Careers_FreelanceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_freelance = /** @type {((inputs?: Careers_FreelanceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_FreelanceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_freelance(inputs)
	if (locale === "ta") return ta_careers_freelance(inputs)
	return en_careers_freelance(inputs)
});