/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_LinksInputs */

const en_not_found_links = /** @type {(inputs: Not_Found_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helpful links`)
};

const si_not_found_links = /** @type {(inputs: Not_Found_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රයෝජනවත් සබැඳි`)
};

const ta_not_found_links = /** @type {(inputs: Not_Found_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனுள்ள இணைப்புகள்`)
};

/**
* | output |
* | --- |
* | "Helpful links" |
*
* @param {Not_Found_LinksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const not_found_links = /** @type {((inputs?: Not_Found_LinksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_LinksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_not_found_links(inputs)
	if (locale === "ta") return ta_not_found_links(inputs)
	return en_not_found_links(inputs)
});