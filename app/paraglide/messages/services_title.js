/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_TitleInputs */

const en_services_title = /** @type {(inputs: Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Services That Grow Your Business`)
};

const si_services_title = /** @type {(inputs: Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපාරය වර්ධනය කරන ඩිජිටල් සේවා`)
};

const ta_services_title = /** @type {(inputs: Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் வணிகத்தை வளர்க்கும் டிஜிட்டல் சேவைகள்`)
};

/**
* | output |
* | --- |
* | "Digital Services That Grow Your Business" |
*
* @param {Services_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_title = /** @type {((inputs?: Services_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_services_title(inputs)
	if (locale === "ta") return ta_services_title(inputs)
	return en_services_title(inputs)
});