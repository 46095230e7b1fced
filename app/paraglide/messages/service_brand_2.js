/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_2Inputs */

const en_service_brand_2 = /** @type {(inputs: Service_Brand_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo design and variations`)
};

const si_service_brand_2 = /** @type {(inputs: Service_Brand_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලාංඡන නිර්මාණය සහ එහි විකල්ප`)
};

const ta_service_brand_2 = /** @type {(inputs: Service_Brand_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`லோகோ வடிவமைப்பு மற்றும் அதன் மாற்று வடிவங்கள்`)
};

/**
* | output |
* | --- |
* | "Logo design and variations" |
*
* @param {Service_Brand_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_2 = /** @type {((inputs?: Service_Brand_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_2(inputs)
	if (locale === "ta") return ta_service_brand_2(inputs)
	return en_service_brand_2(inputs)
});