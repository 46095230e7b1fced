/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Failed_TitleInputs */

const en_pricing_failed_title = /** @type {(inputs: Pricing_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment did not go through.`)
};

const si_pricing_failed_title = /** @type {(inputs: Pricing_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගෙවීම සාර්ථක නොවීය.`)
};

const ta_pricing_failed_title = /** @type {(inputs: Pricing_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டணம் நிறைவேறவில்லை.`)
};

/**
* | output |
* | --- |
* | "Your payment did not go through." |
*
* @param {Pricing_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_failed_title = /** @type {((inputs?: Pricing_Failed_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Failed_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_failed_title(inputs)
	if (locale === "ta") return ta_pricing_failed_title(inputs)
	return en_pricing_failed_title(inputs)
});