/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_Ai_TextInputs */

const en_home_flidesk_ai_text = /** @type {(inputs: Home_Flidesk_Ai_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask about your projects and get guidance drawn from your own data.`)
};

const si_home_flidesk_ai_text = /** @type {(inputs: Home_Flidesk_Ai_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපෘති ගැන අසා, ඔබේම දත්ත මත පදනම් වූ මඟපෙන්වීම් ලබාගන්න.`)
};

const ta_home_flidesk_ai_text = /** @type {(inputs: Home_Flidesk_Ai_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திட்டங்களைப் பற்றிக் கேளுங்கள், உங்கள் சொந்தத் தரவிலிருந்து வழிகாட்டுதல் பெறுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Ask about your projects and get guidance drawn from your own data." |
*
* @param {Home_Flidesk_Ai_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_ai_text = /** @type {((inputs?: Home_Flidesk_Ai_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_Ai_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_ai_text(inputs)
	if (locale === "ta") return ta_home_flidesk_ai_text(inputs)
	return en_home_flidesk_ai_text(inputs)
});