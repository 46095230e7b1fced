/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Sign_InInputs */

const en_flidesk_sign_in = /** @type {(inputs: Flidesk_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Fli DESK`)
};

const si_flidesk_sign_in = /** @type {(inputs: Flidesk_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK වෙත පිවිසෙන්න`)
};

const ta_flidesk_sign_in = /** @type {(inputs: Flidesk_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-இல் உள்நுழையுங்கள்`)
};

/**
* | output |
* | --- |
* | "Sign in to Fli DESK" |
*
* @param {Flidesk_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_sign_in = /** @type {((inputs?: Flidesk_Sign_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Sign_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_sign_in(inputs)
	if (locale === "ta") return ta_flidesk_sign_in(inputs)
	return en_flidesk_sign_in(inputs)
});