/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_BrandInputs */

const en_service_brand = /** @type {(inputs: Service_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand Identity Design`)
};

const si_service_brand = /** @type {(inputs: Service_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම අනන්‍යතා නිර්මාණය`)
};

const ta_service_brand = /** @type {(inputs: Service_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் அடையாள வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Brand Identity Design" |
*
* @param {Service_BrandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand = /** @type {((inputs?: Service_BrandInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_BrandInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand(inputs)
	if (locale === "ta") return ta_service_brand(inputs)
	return en_service_brand(inputs)
});