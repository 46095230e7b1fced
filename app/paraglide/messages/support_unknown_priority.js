/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Unknown_PriorityInputs */

const en_support_unknown_priority = /** @type {(inputs: Support_Unknown_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a priority from the list`)
};

const si_support_unknown_priority = /** @type {(inputs: Support_Unknown_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවෙන් ප්‍රමුඛතාවක් තෝරන්න`)
};

const ta_support_unknown_priority = /** @type {(inputs: Support_Unknown_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலில் இருந்து ஒரு முன்னுரிமையைத் தேர்ந்தெடுக்கவும்`)
};

/**
* | output |
* | --- |
* | "Please choose a priority from the list" |
*
* @param {Support_Unknown_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_unknown_priority = /** @type {((inputs?: Support_Unknown_PriorityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Unknown_PriorityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_unknown_priority(inputs)
	if (locale === "ta") return ta_support_unknown_priority(inputs)
	return en_support_unknown_priority(inputs)
});