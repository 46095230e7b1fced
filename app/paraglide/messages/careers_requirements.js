/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_RequirementsInputs */

const en_careers_requirements = /** @type {(inputs: Careers_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requirements`)
};

const si_careers_requirements = /** @type {(inputs: Careers_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවශ්‍යතා`)
};

const ta_careers_requirements = /** @type {(inputs: Careers_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தகுதிகள்`)
};

/**
* | output |
* | --- |
* | "Requirements" |
*
* @param {Careers_RequirementsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_requirements = /** @type {((inputs?: Careers_RequirementsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_RequirementsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_requirements(inputs)
	if (locale === "ta") return ta_careers_requirements(inputs)
	return en_careers_requirements(inputs)
});