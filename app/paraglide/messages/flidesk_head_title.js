/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Head_TitleInputs */

const en_flidesk_head_title = /** @type {(inputs: Flidesk_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK Features: The Client Portal`)
};

const si_flidesk_head_title = /** @type {(inputs: Flidesk_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK විශේෂාංග: සේවාදායක ද්වාරය`)
};

const ta_flidesk_head_title = /** @type {(inputs: Flidesk_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அம்சங்கள்: வாடிக்கையாளர் போர்டல்`)
};

/**
* | output |
* | --- |
* | "Fli DESK Features: The Client Portal" |
*
* @param {Flidesk_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_head_title = /** @type {((inputs?: Flidesk_Head_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Head_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_head_title(inputs)
	if (locale === "ta") return ta_flidesk_head_title(inputs)
	return en_flidesk_head_title(inputs)
});