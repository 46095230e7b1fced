/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_TitleInputs */

const en_careers_title = /** @type {(inputs: Careers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build the Future of Digital in Sri Lanka`)
};

const si_careers_title = /** @type {(inputs: Careers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලංකාවේ ඩිජිටල් අනාගතය ගොඩනගන්න`)
};

const ta_careers_title = /** @type {(inputs: Careers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கையின் டிஜிட்டல் எதிர்காலத்தை உருவாக்குங்கள்`)
};

/**
* | output |
* | --- |
* | "Build the Future of Digital in Sri Lanka" |
*
* @param {Careers_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_title = /** @type {((inputs?: Careers_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_title(inputs)
	if (locale === "ta") return ta_careers_title(inputs)
	return en_careers_title(inputs)
});