/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Chat_ActionInputs */

const en_support_chat_action = /** @type {(inputs: Support_Chat_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Chat`)
};

const si_support_chat_action = /** @type {(inputs: Support_Chat_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කතාබස් අරඹන්න`)
};

const ta_support_chat_action = /** @type {(inputs: Support_Chat_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அரட்டையைத் தொடங்குக`)
};

/**
* | output |
* | --- |
* | "Start Chat" |
*
* @param {Support_Chat_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_chat_action = /** @type {((inputs?: Support_Chat_ActionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Chat_ActionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_chat_action(inputs)
	if (locale === "ta") return ta_support_chat_action(inputs)
	return en_support_chat_action(inputs)
});