/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Prefer_TalkInputs */

const en_quote_prefer_talk = /** @type {(inputs: Quote_Prefer_TalkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefer to talk?`)
};

const si_quote_prefer_talk = /** @type {(inputs: Quote_Prefer_TalkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කතා කිරීමට කැමතිද?`)
};

const ta_quote_prefer_talk = /** @type {(inputs: Quote_Prefer_TalkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பேச விரும்புகிறீர்களா?`)
};

/**
* | output |
* | --- |
* | "Prefer to talk?" |
*
* @param {Quote_Prefer_TalkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_prefer_talk = /** @type {((inputs?: Quote_Prefer_TalkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Prefer_TalkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_prefer_talk(inputs)
	if (locale === "ta") return ta_quote_prefer_talk(inputs)
	return en_quote_prefer_talk(inputs)
});