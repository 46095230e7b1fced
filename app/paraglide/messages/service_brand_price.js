/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_PriceInputs */

const en_service_brand_price = /** @type {(inputs: Service_Brand_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From $5,000/project`)
};

const si_service_brand_price = /** @type {(inputs: Service_Brand_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියකට $5,000 සිට`)
};

const ta_service_brand_price = /** @type {(inputs: Service_Brand_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு திட்டத்திற்கு $5,000 முதல்`)
};

/**
* | output |
* | --- |
* | "From $5,000/project" |
*
* @param {Service_Brand_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_price = /** @type {((inputs?: Service_Brand_PriceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_PriceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_price(inputs)
	if (locale === "ta") return ta_service_brand_price(inputs)
	return en_service_brand_price(inputs)
});