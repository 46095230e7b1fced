/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Choose_TimelineInputs */

const en_quote_choose_timeline = /** @type {(inputs: Quote_Choose_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a timeline from the list`)
};

const si_quote_choose_timeline = /** @type {(inputs: Quote_Choose_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවෙන් කාල සීමාවක් තෝරන්න`)
};

const ta_quote_choose_timeline = /** @type {(inputs: Quote_Choose_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலில் இருந்து ஒரு கால அளவைத் தேர்ந்தெடுக்கவும்`)
};

/**
* | output |
* | --- |
* | "Please choose a timeline from the list" |
*
* @param {Quote_Choose_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_choose_timeline = /** @type {((inputs?: Quote_Choose_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Choose_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_choose_timeline(inputs)
	if (locale === "ta") return ta_quote_choose_timeline(inputs)
	return en_quote_choose_timeline(inputs)
});