/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_HeadingInputs */

const en_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong Path`)
};

const si_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වැරදි ලිපිනයකි`)
};

const ta_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தவறான முகவரி`)
};

/**
* | output |
* | --- |
* | "Wrong Path" |
*
* @param {Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const not_found_heading = /** @type {((inputs?: Not_Found_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_not_found_heading(inputs)
	if (locale === "ta") return ta_not_found_heading(inputs)
	return en_not_found_heading(inputs)
});