/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_ApplyInputs */

const en_careers_apply = /** @type {(inputs: Careers_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Now`)
};

const si_careers_apply = /** @type {(inputs: Careers_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන්ම අයදුම් කරන්න`)
};

const ta_careers_apply = /** @type {(inputs: Careers_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இப்போதே விண்ணப்பியுங்கள்`)
};

/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Careers_ApplyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_apply = /** @type {((inputs?: Careers_ApplyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_ApplyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_apply(inputs)
	if (locale === "ta") return ta_careers_apply(inputs)
	return en_careers_apply(inputs)
});