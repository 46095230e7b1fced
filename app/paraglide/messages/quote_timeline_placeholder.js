/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Timeline_PlaceholderInputs */

const en_quote_timeline_placeholder = /** @type {(inputs: Quote_Timeline_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your timeline`)
};

const si_quote_timeline_placeholder = /** @type {(inputs: Quote_Timeline_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ කාල සීමාව තෝරන්න`)
};

const ta_quote_timeline_placeholder = /** @type {(inputs: Quote_Timeline_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கால அளவைத் தேர்ந்தெடுக்கவும்`)
};

/**
* | output |
* | --- |
* | "Select your timeline" |
*
* @param {Quote_Timeline_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_timeline_placeholder = /** @type {((inputs?: Quote_Timeline_PlaceholderInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Timeline_PlaceholderInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_timeline_placeholder(inputs)
	if (locale === "ta") return ta_quote_timeline_placeholder(inputs)
	return en_quote_timeline_placeholder(inputs)
});