/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_PriorityInputs */

const en_partnerships_priority = /** @type {(inputs: Partnerships_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority support`)
};

const si_partnerships_priority = /** @type {(inputs: Partnerships_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රමුඛතා සහාය`)
};

const ta_partnerships_priority = /** @type {(inputs: Partnerships_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னுரிமை உதவி`)
};

/**
* | output |
* | --- |
* | "Priority support" |
*
* @param {Partnerships_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_priority = /** @type {((inputs?: Partnerships_PriorityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_PriorityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_priority(inputs)
	if (locale === "ta") return ta_partnerships_priority(inputs)
	return en_partnerships_priority(inputs)
});