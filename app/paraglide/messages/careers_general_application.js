/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_General_ApplicationInputs */

const en_careers_general_application = /** @type {(inputs: Careers_General_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send General Application`)
};

const si_careers_general_application = /** @type {(inputs: Careers_General_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පොදු අයදුම්පතක් එවන්න`)
};

const ta_careers_general_application = /** @type {(inputs: Careers_General_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொது விண்ணப்பத்தை அனுப்புங்கள்`)
};

/**
* | output |
* | --- |
* | "Send General Application" |
*
* @param {Careers_General_ApplicationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_general_application = /** @type {((inputs?: Careers_General_ApplicationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_General_ApplicationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_general_application(inputs)
	if (locale === "ta") return ta_careers_general_application(inputs)
	return en_careers_general_application(inputs)
});