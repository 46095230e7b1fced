/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_1Inputs */

const en_service_brand_1 = /** @type {(inputs: Service_Brand_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand strategy and positioning`)
};

const si_service_brand_1 = /** @type {(inputs: Service_Brand_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම උපාය මාර්ග සහ වෙළඳපොළේ ස්ථානගත කිරීම`)
};

const ta_service_brand_1 = /** @type {(inputs: Service_Brand_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் உத்தி மற்றும் சந்தை நிலைப்படுத்தல்`)
};

/**
* | output |
* | --- |
* | "Brand strategy and positioning" |
*
* @param {Service_Brand_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_1 = /** @type {((inputs?: Service_Brand_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_1(inputs)
	if (locale === "ta") return ta_service_brand_1(inputs)
	return en_service_brand_1(inputs)
});