/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Phone_ActionInputs */

const en_support_phone_action = /** @type {(inputs: Support_Phone_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call Us`)
};

const si_support_phone_action = /** @type {(inputs: Support_Phone_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපව අමතන්න`)
};

const ta_support_phone_action = /** @type {(inputs: Support_Phone_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களை அழையுங்கள்`)
};

/**
* | output |
* | --- |
* | "Call Us" |
*
* @param {Support_Phone_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_phone_action = /** @type {((inputs?: Support_Phone_ActionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Phone_ActionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_phone_action(inputs)
	if (locale === "ta") return ta_support_phone_action(inputs)
	return en_support_phone_action(inputs)
});