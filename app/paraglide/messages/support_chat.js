/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ChatInputs */

const en_support_chat = /** @type {(inputs: Support_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live Chat`)
};

const si_support_chat = /** @type {(inputs: Support_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සජීවී කතාබස්`)
};

const ta_support_chat = /** @type {(inputs: Support_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நேரலை அரட்டை`)
};

/**
* | output |
* | --- |
* | "Live Chat" |
*
* @param {Support_ChatInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_chat = /** @type {((inputs?: Support_ChatInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ChatInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_chat(inputs)
	if (locale === "ta") return ta_support_chat(inputs)
	return en_support_chat(inputs)
});