/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_UrgentInputs */

const en_careers_urgent = /** @type {(inputs: Careers_UrgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urgent`)
};

const si_careers_urgent = /** @type {(inputs: Careers_UrgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හදිසියි`)
};

const ta_careers_urgent = /** @type {(inputs: Careers_UrgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அவசரம்`)
};

/**
* | output |
* | --- |
* | "Urgent" |
*
* @param {Careers_UrgentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_urgent = /** @type {((inputs?: Careers_UrgentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_UrgentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_urgent(inputs)
	if (locale === "ta") return ta_careers_urgent(inputs)
	return en_careers_urgent(inputs)
});