/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_FreelancersInputs */

const en_partnerships_freelancers = /** @type {(inputs: Partnerships_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancers`)
};

const si_partnerships_freelancers = /** @type {(inputs: Partnerships_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවකයන්`)
};

const ta_partnerships_freelancers = /** @type {(inputs: Partnerships_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர்கள்`)
};

/**
* | output |
* | --- |
* | "Freelancers" |
*
* @param {Partnerships_FreelancersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_freelancers = /** @type {((inputs?: Partnerships_FreelancersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_FreelancersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_freelancers(inputs)
	if (locale === "ta") return ta_partnerships_freelancers(inputs)
	return en_partnerships_freelancers(inputs)
});