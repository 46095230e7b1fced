/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Brand_TextInputs */

const en_home_service_brand_text = /** @type {(inputs: Home_Service_Brand_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A brand people remember and trust.`)
};

const si_home_service_brand_text = /** @type {(inputs: Home_Service_Brand_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිනිසුන් මතක තබාගන්නා සහ විශ්වාස කරන සන්නාමයක්.`)
};

const ta_home_service_brand_text = /** @type {(inputs: Home_Service_Brand_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மக்கள் நினைவில் வைத்து நம்பும் ஒரு பிராண்ட்.`)
};

/**
* | output |
* | --- |
* | "A brand people remember and trust." |
*
* @param {Home_Service_Brand_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_brand_text = /** @type {((inputs?: Home_Service_Brand_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Brand_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_brand_text(inputs)
	if (locale === "ta") return ta_home_service_brand_text(inputs)
	return en_home_service_brand_text(inputs)
});