/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_TimelineInputs */

const en_quote_timeline = /** @type {(inputs: Quote_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

const si_quote_timeline = /** @type {(inputs: Quote_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාල සීමාව`)
};

const ta_quote_timeline = /** @type {(inputs: Quote_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கால அளவு`)
};

/**
* | output |
* | --- |
* | "Timeline" |
*
* @param {Quote_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_timeline = /** @type {((inputs?: Quote_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_timeline(inputs)
	if (locale === "ta") return ta_quote_timeline(inputs)
	return en_quote_timeline(inputs)
});