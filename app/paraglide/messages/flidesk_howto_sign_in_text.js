/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Howto_Sign_In_TextInputs */

const en_flidesk_howto_sign_in_text = /** @type {(inputs: Flidesk_Howto_Sign_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Fli DESK sign-in page and enter your ID and password.`)
};

const si_flidesk_howto_sign_in_text = /** @type {(inputs: Flidesk_Howto_Sign_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK පිවිසුම් පිටුව විවෘත කර ඔබේ හැඳුනුම් අංකය සහ මුරපදය ඇතුළත් කරන්න.`)
};

const ta_flidesk_howto_sign_in_text = /** @type {(inputs: Flidesk_Howto_Sign_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK உள்நுழைவுப் பக்கத்தைத் திறந்து உங்கள் அடையாள எண்ணையும் கடவுச்சொல்லையும் உள்ளிடுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Open the Fli DESK sign-in page and enter your ID and password." |
*
* @param {Flidesk_Howto_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_sign_in_text = /** @type {((inputs?: Flidesk_Howto_Sign_In_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Howto_Sign_In_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_howto_sign_in_text(inputs)
	if (locale === "ta") return ta_flidesk_howto_sign_in_text(inputs)
	return en_flidesk_howto_sign_in_text(inputs)
});