/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_WhyInputs */

const en_careers_why = /** @type {(inputs: Careers_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Work With Us`)
};

const si_careers_why = /** @type {(inputs: Careers_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප සමඟ වැඩ කළ යුත්තේ ඇයි`)
};

const ta_careers_why = /** @type {(inputs: Careers_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களுடன் ஏன் பணியாற்ற வேண்டும்`)
};

/**
* | output |
* | --- |
* | "Why Work With Us" |
*
* @param {Careers_WhyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_why = /** @type {((inputs?: Careers_WhyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_WhyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_why(inputs)
	if (locale === "ta") return ta_careers_why(inputs)
	return en_careers_why(inputs)
});