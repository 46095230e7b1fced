/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_PriceInputs */

const en_service_web_price = /** @type {(inputs: Service_Web_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From $1500/project`)
};

const si_service_web_price = /** @type {(inputs: Service_Web_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියකට $1500 සිට`)
};

const ta_service_web_price = /** @type {(inputs: Service_Web_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு திட்டத்திற்கு $1500 முதல்`)
};

/**
* | output |
* | --- |
* | "From $1500/project" |
*
* @param {Service_Web_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_price = /** @type {((inputs?: Service_Web_PriceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_PriceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_price(inputs)
	if (locale === "ta") return ta_service_web_price(inputs)
	return en_service_web_price(inputs)
});