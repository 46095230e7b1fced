/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_OpenInputs */

const en_careers_open = /** @type {(inputs: Careers_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const si_careers_open = /** @type {(inputs: Careers_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විවෘතයි`)
};

const ta_careers_open = /** @type {(inputs: Careers_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திறந்துள்ளது`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Careers_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_open = /** @type {((inputs?: Careers_OpenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_OpenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_open(inputs)
	if (locale === "ta") return ta_careers_open(inputs)
	return en_careers_open(inputs)
});