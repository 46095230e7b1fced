/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_LocationInputs */

const en_careers_web_location = /** @type {(inputs: Careers_Web_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote (Sri Lanka)`)
};

const si_careers_web_location = /** @type {(inputs: Careers_Web_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරස්ථව (ශ්‍රී ලංකාව)`)
};

const ta_careers_web_location = /** @type {(inputs: Careers_Web_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைதூரம் (இலங்கை)`)
};

/**
* | output |
* | --- |
* | "Remote (Sri Lanka)" |
*
* @param {Careers_Web_LocationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_location = /** @type {((inputs?: Careers_Web_LocationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_LocationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_location(inputs)
	if (locale === "ta") return ta_careers_web_location(inputs)
	return en_careers_web_location(inputs)
});