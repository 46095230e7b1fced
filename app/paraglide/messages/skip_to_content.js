/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Skip_To_ContentInputs */

const en_skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const si_skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගතයට යන්න`)
};

const ta_skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்கத்திற்குச் செல்லவும்`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const skip_to_content = /** @type {((inputs?: Skip_To_ContentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_ContentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_skip_to_content(inputs)
	if (locale === "ta") return ta_skip_to_content(inputs)
	return en_skip_to_content(inputs)
});