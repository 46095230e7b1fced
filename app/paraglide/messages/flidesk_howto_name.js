/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Howto_NameInputs */

const en_flidesk_howto_name = /** @type {(inputs: Flidesk_Howto_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to follow your project in Fli DESK`)
};

const si_flidesk_howto_name = /** @type {(inputs: Flidesk_Howto_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හි ඔබේ ව්‍යාපෘතිය අනුගමනය කරන ආකාරය`)
};

const ta_flidesk_howto_name = /** @type {(inputs: Flidesk_Howto_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-இல் உங்கள் திட்டத்தைப் பின்தொடர்வது எப்படி`)
};

/**
* | output |
* | --- |
* | "How to follow your project in Fli DESK" |
*
* @param {Flidesk_Howto_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_name = /** @type {((inputs?: Flidesk_Howto_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Howto_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_howto_name(inputs)
	if (locale === "ta") return ta_flidesk_howto_name(inputs)
	return en_flidesk_howto_name(inputs)
});