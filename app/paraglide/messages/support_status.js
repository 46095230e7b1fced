/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_StatusInputs */

const en_support_status = /** @type {(inputs: Support_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status:`)
};

const si_support_status = /** @type {(inputs: Support_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය:`)
};

const ta_support_status = /** @type {(inputs: Support_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை:`)
};

/**
* | output |
* | --- |
* | "Status:" |
*
* @param {Support_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_status = /** @type {((inputs?: Support_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_status(inputs)
	if (locale === "ta") return ta_support_status(inputs)
	return en_support_status(inputs)
});