/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_SendInputs */

const en_support_send = /** @type {(inputs: Support_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Request`)
};

const si_support_send = /** @type {(inputs: Support_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම යවන්න`)
};

const ta_support_send = /** @type {(inputs: Support_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கையை அனுப்புக`)
};

/**
* | output |
* | --- |
* | "Send Request" |
*
* @param {Support_SendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_send = /** @type {((inputs?: Support_SendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_SendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_send(inputs)
	if (locale === "ta") return ta_support_send(inputs)
	return en_support_send(inputs)
});