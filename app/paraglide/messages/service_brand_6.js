/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_6Inputs */

const en_service_brand_6 = /** @type {(inputs: Service_Brand_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packaging and signage design`)
};

const si_service_brand_6 = /** @type {(inputs: Service_Brand_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇසුරුම් සහ නාම පුවරු නිර්මාණය`)
};

const ta_service_brand_6 = /** @type {(inputs: Service_Brand_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொதியிடல் மற்றும் விளம்பரப் பலகை வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Packaging and signage design" |
*
* @param {Service_Brand_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_6 = /** @type {((inputs?: Service_Brand_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_6(inputs)
	if (locale === "ta") return ta_service_brand_6(inputs)
	return en_service_brand_6(inputs)
});