/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_App_TextInputs */

const en_flidesk_app_text = /** @type {(inputs: Flidesk_App_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install Fli DESK on your phone or desktop like a native app.`)
};

const si_flidesk_app_text = /** @type {(inputs: Flidesk_App_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ඔබේ දුරකථනයේ හෝ පරිගණකයේ සාමාන්‍ය යෙදුමක් මෙන් ස්ථාපනය කරන්න.`)
};

const ta_flidesk_app_text = /** @type {(inputs: Flidesk_App_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-ஐ உங்கள் தொலைபேசியில் அல்லது கணினியில் ஒரு சாதாரணச் செயலியைப் போல நிறுவுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Install Fli DESK on your phone or desktop like a native app." |
*
* @param {Flidesk_App_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_app_text = /** @type {((inputs?: Flidesk_App_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_App_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_app_text(inputs)
	if (locale === "ta") return ta_flidesk_app_text(inputs)
	return en_flidesk_app_text(inputs)
});