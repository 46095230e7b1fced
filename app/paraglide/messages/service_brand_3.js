/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_3Inputs */

const en_service_brand_3 = /** @type {(inputs: Service_Brand_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour palette and typography`)
};

const si_service_brand_3 = /** @type {(inputs: Service_Brand_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වර්ණ සංයෝජනය සහ අකුරු මෝස්තර`)
};

const ta_service_brand_3 = /** @type {(inputs: Service_Brand_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வண்ணத் தொகுப்பு மற்றும் எழுத்துரு வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Colour palette and typography" |
*
* @param {Service_Brand_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_3 = /** @type {((inputs?: Service_Brand_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_3(inputs)
	if (locale === "ta") return ta_service_brand_3(inputs)
	return en_service_brand_3(inputs)
});