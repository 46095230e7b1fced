/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Offer_DismissInputs */

const en_language_offer_dismiss = /** @type {(inputs: Language_Offer_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No thanks`)
};

const si_language_offer_dismiss = /** @type {(inputs: Language_Offer_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එපා, ස්තුතියි`)
};

const ta_language_offer_dismiss = /** @type {(inputs: Language_Offer_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேண்டாம், நன்றி`)
};

/**
* | output |
* | --- |
* | "No thanks" |
*
* @param {Language_Offer_DismissInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const language_offer_dismiss = /** @type {((inputs?: Language_Offer_DismissInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Offer_DismissInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_language_offer_dismiss(inputs)
	if (locale === "ta") return ta_language_offer_dismiss(inputs)
	return en_language_offer_dismiss(inputs)
});