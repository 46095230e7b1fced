/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_OfferInputs */

const en_language_offer = /** @type {(inputs: Language_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read this page in English`)
};

const si_language_offer = /** @type {(inputs: Language_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පිටුව සිංහලෙන් කියවන්න`)
};

const ta_language_offer = /** @type {(inputs: Language_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பக்கத்தைத் தமிழில் படிக்கவும்`)
};

/**
* | output |
* | --- |
* | "Read this page in English" |
*
* @param {Language_OfferInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const language_offer = /** @type {((inputs?: Language_OfferInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_OfferInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_language_offer(inputs)
	if (locale === "ta") return ta_language_offer(inputs)
	return en_language_offer(inputs)
});