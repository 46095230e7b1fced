/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Invalid_TextInputs */

const en_pricing_invalid_text = /** @type {(inputs: Pricing_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checkout link was missing the plan or its pricing. Please choose your plan again.`)
};

const si_pricing_invalid_text = /** @type {(inputs: Pricing_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් සබැඳියේ සැලසුම හෝ එහි මිල සඳහන් නොවීය. කරුණාකර ඔබේ සැලසුම නැවත තෝරන්න.`)
};

const ta_pricing_invalid_text = /** @type {(inputs: Pricing_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண இணைப்பில் திட்டமோ அதன் விலையோ இல்லை. உங்கள் திட்டத்தை மீண்டும் தேர்ந்தெடுங்கள்.`)
};

/**
* | output |
* | --- |
* | "The checkout link was missing the plan or its pricing. Please choose your plan again." |
*
* @param {Pricing_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_invalid_text = /** @type {((inputs?: Pricing_Invalid_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Invalid_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_invalid_text(inputs)
	if (locale === "ta") return ta_pricing_invalid_text(inputs)
	return en_pricing_invalid_text(inputs)
});