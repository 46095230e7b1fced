/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ResetInputs */

const en_support_reset = /** @type {(inputs: Support_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset`)
};

const si_support_reset = /** @type {(inputs: Support_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යළි සකසන්න`)
};

const ta_support_reset = /** @type {(inputs: Support_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்டமை`)
};

/**
* | output |
* | --- |
* | "Reset" |
*
* @param {Support_ResetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_reset = /** @type {((inputs?: Support_ResetInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ResetInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_reset(inputs)
	if (locale === "ta") return ta_support_reset(inputs)
	return en_support_reset(inputs)
});