/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_TechnologyInputs */

const en_partnerships_technology = /** @type {(inputs: Partnerships_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technology providers`)
};

const si_partnerships_technology = /** @type {(inputs: Partnerships_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තාක්ෂණ සැපයුම්කරුවන්`)
};

const ta_partnerships_technology = /** @type {(inputs: Partnerships_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொழில்நுட்ப வழங்குநர்கள்`)
};

/**
* | output |
* | --- |
* | "Technology providers" |
*
* @param {Partnerships_TechnologyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_technology = /** @type {((inputs?: Partnerships_TechnologyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_TechnologyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_technology(inputs)
	if (locale === "ta") return ta_partnerships_technology(inputs)
	return en_partnerships_technology(inputs)
});