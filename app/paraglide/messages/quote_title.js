/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_TitleInputs */

const en_quote_title = /** @type {(inputs: Quote_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let's Plan Your Project`)
};

const si_quote_title = /** @type {(inputs: Quote_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපෘතිය එක්ව සැලසුම් කරමු`)
};

const ta_quote_title = /** @type {(inputs: Quote_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திட்டத்தை இணைந்து வடிவமைப்போம்`)
};

/**
* | output |
* | --- |
* | "Let's Plan Your Project" |
*
* @param {Quote_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_title = /** @type {((inputs?: Quote_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_title(inputs)
	if (locale === "ta") return ta_quote_title(inputs)
	return en_quote_title(inputs)
});