/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_1Inputs */

const en_service_seo_1 = /** @type {(inputs: Service_Seo_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword research and competitor analysis`)
};

const si_service_seo_1 = /** @type {(inputs: Service_Seo_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පද පර්යේෂණය සහ තරඟකරුවන් විශ්ලේෂණය`)
};

const ta_service_seo_1 = /** @type {(inputs: Service_Seo_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல் ஆய்வு மற்றும் போட்டியாளர் பகுப்பாய்வு`)
};

/**
* | output |
* | --- |
* | "Keyword research and competitor analysis" |
*
* @param {Service_Seo_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_1 = /** @type {((inputs?: Service_Seo_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_1(inputs)
	if (locale === "ta") return ta_service_seo_1(inputs)
	return en_service_seo_1(inputs)
});