/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_4Inputs */

const en_service_brand_4 = /** @type {(inputs: Service_Brand_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand guidelines document`)
};

const si_service_brand_4 = /** @type {(inputs: Service_Brand_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම මාර්ගෝපදේශ ලේඛනය`)
};

const ta_service_brand_4 = /** @type {(inputs: Service_Brand_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் வழிகாட்டுதல் ஆவணம்`)
};

/**
* | output |
* | --- |
* | "Brand guidelines document" |
*
* @param {Service_Brand_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_4 = /** @type {((inputs?: Service_Brand_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_4(inputs)
	if (locale === "ta") return ta_service_brand_4(inputs)
	return en_service_brand_4(inputs)
});