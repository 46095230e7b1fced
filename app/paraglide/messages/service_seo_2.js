/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_2Inputs */

const en_service_seo_2 = /** @type {(inputs: Service_Seo_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On-page optimisation of titles, content and structure`)
};

const si_service_seo_2 = /** @type {(inputs: Service_Seo_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකා, අන්තර්ගතය සහ ව්‍යුහය පිටුව තුළම ප්‍රශස්ත කිරීම`)
};

const ta_service_seo_2 = /** @type {(inputs: Service_Seo_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்புகள், உள்ளடக்கம், கட்டமைப்பு ஆகியவற்றைப் பக்க அளவில் மேம்படுத்துதல்`)
};

/**
* | output |
* | --- |
* | "On-page optimisation of titles, content and structure" |
*
* @param {Service_Seo_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_2 = /** @type {((inputs?: Service_Seo_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_2(inputs)
	if (locale === "ta") return ta_service_seo_2(inputs)
	return en_service_seo_2(inputs)
});