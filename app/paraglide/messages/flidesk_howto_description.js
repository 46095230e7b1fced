/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Howto_DescriptionInputs */

const en_flidesk_howto_description = /** @type {(inputs: Flidesk_Howto_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Fli DESK and follow your project's progress.`)
};

const si_flidesk_howto_description = /** @type {(inputs: Flidesk_Howto_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK වෙත පිවිස ඔබේ ව්‍යාපෘතියේ ප්‍රගතිය අනුගමනය කරන්න.`)
};

const ta_flidesk_howto_description = /** @type {(inputs: Flidesk_Howto_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-இல் உள்நுழைந்து உங்கள் திட்டத்தின் முன்னேற்றத்தைப் பின்தொடருங்கள்.`)
};

/**
* | output |
* | --- |
* | "Sign in to Fli DESK and follow your project's progress." |
*
* @param {Flidesk_Howto_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_description = /** @type {((inputs?: Flidesk_Howto_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Howto_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_howto_description(inputs)
	if (locale === "ta") return ta_flidesk_howto_description(inputs)
	return en_flidesk_howto_description(inputs)
});