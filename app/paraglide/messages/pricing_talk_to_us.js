/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Talk_To_UsInputs */

const en_pricing_talk_to_us = /** @type {(inputs: Pricing_Talk_To_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure what plan suits you? Talk to us`)
};

const si_pricing_talk_to_us = /** @type {(inputs: Pricing_Talk_To_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට ගැළපෙන සැලසුම කුමක්දැයි විශ්වාස නැද්ද? අප සමඟ කතා කරන්න`)
};

const ta_pricing_talk_to_us = /** @type {(inputs: Pricing_Talk_To_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்தத் திட்டம் உங்களுக்குப் பொருந்தும் என்று தெரியவில்லையா? எங்களுடன் பேசுங்கள்`)
};

/**
* | output |
* | --- |
* | "Not sure what plan suits you? Talk to us" |
*
* @param {Pricing_Talk_To_UsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_talk_to_us = /** @type {((inputs?: Pricing_Talk_To_UsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Talk_To_UsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_talk_to_us(inputs)
	if (locale === "ta") return ta_pricing_talk_to_us(inputs)
	return en_pricing_talk_to_us(inputs)
});