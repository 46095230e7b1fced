/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_5Inputs */

const en_service_brand_5 = /** @type {(inputs: Service_Brand_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stationery and social media templates`)
};

const si_service_brand_5 = /** @type {(inputs: Service_Brand_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලිපි ද්‍රව්‍ය සහ සමාජ මාධ්‍ය සැකිලි`)
};

const ta_service_brand_5 = /** @type {(inputs: Service_Brand_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அலுவலக எழுதுபொருட்கள் மற்றும் சமூக ஊடக வார்ப்புருக்கள்`)
};

/**
* | output |
* | --- |
* | "Stationery and social media templates" |
*
* @param {Service_Brand_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_5 = /** @type {((inputs?: Service_Brand_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_5(inputs)
	if (locale === "ta") return ta_service_brand_5(inputs)
	return en_service_brand_5(inputs)
});