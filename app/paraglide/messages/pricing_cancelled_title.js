/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Cancelled_TitleInputs */

const en_pricing_cancelled_title = /** @type {(inputs: Pricing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled.`)
};

const si_pricing_cancelled_title = /** @type {(inputs: Pricing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම අවලංගු කරන ලදී.`)
};

const ta_pricing_cancelled_title = /** @type {(inputs: Pricing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் ரத்து செய்யப்பட்டது.`)
};

/**
* | output |
* | --- |
* | "Payment cancelled." |
*
* @param {Pricing_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_cancelled_title = /** @type {((inputs?: Pricing_Cancelled_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Cancelled_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_cancelled_title(inputs)
	if (locale === "ta") return ta_pricing_cancelled_title(inputs)
	return en_pricing_cancelled_title(inputs)
});