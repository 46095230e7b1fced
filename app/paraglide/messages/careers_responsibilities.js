/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_ResponsibilitiesInputs */

const en_careers_responsibilities = /** @type {(inputs: Careers_ResponsibilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responsibilities`)
};

const si_careers_responsibilities = /** @type {(inputs: Careers_ResponsibilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වගකීම්`)
};

const ta_careers_responsibilities = /** @type {(inputs: Careers_ResponsibilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொறுப்புகள்`)
};

/**
* | output |
* | --- |
* | "Responsibilities" |
*
* @param {Careers_ResponsibilitiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_responsibilities = /** @type {((inputs?: Careers_ResponsibilitiesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_ResponsibilitiesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_responsibilities(inputs)
	if (locale === "ta") return ta_careers_responsibilities(inputs)
	return en_careers_responsibilities(inputs)
});