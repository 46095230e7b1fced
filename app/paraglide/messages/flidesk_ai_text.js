/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Ai_TextInputs */

const en_flidesk_ai_text = /** @type {(inputs: Flidesk_Ai_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask about deadlines, pace and risks; answers are drawn from your own projects.`)
};

const si_flidesk_ai_text = /** @type {(inputs: Flidesk_Ai_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත දින, වේගය සහ අවදානම් ගැන අසන්න; පිළිතුරු ලැබෙන්නේ ඔබේම ව්‍යාපෘතිවලිනි.`)
};

const ta_flidesk_ai_text = /** @type {(inputs: Flidesk_Ai_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலக்கெடு, வேகம், அபாயங்கள் பற்றிக் கேளுங்கள்; பதில்கள் உங்கள் சொந்தத் திட்டங்களிலிருந்தே பெறப்படுகின்றன.`)
};

/**
* | output |
* | --- |
* | "Ask about deadlines, pace and risks; answers are drawn from your own projects." |
*
* @param {Flidesk_Ai_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_ai_text = /** @type {((inputs?: Flidesk_Ai_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Ai_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_ai_text(inputs)
	if (locale === "ta") return ta_flidesk_ai_text(inputs)
	return en_flidesk_ai_text(inputs)
});