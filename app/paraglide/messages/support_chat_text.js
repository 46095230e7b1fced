/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Chat_TextInputs */

const en_support_chat_text = /** @type {(inputs: Support_Chat_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat with our team on WhatsApp at any hour.`)
};

const si_support_chat_text = /** @type {(inputs: Support_Chat_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඕනෑම වේලාවක WhatsApp හරහා අපේ කණ්ඩායම සමඟ කතාබස් කරන්න.`)
};

const ta_support_chat_text = /** @type {(inputs: Support_Chat_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்த நேரத்திலும் WhatsApp வழியாக எங்கள் குழுவுடன் அரட்டையடியுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Chat with our team on WhatsApp at any hour." |
*
* @param {Support_Chat_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_chat_text = /** @type {((inputs?: Support_Chat_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Chat_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_chat_text(inputs)
	if (locale === "ta") return ta_support_chat_text(inputs)
	return en_support_chat_text(inputs)
});