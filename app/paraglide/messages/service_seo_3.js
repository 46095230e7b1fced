/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_3Inputs */

const en_service_seo_3 = /** @type {(inputs: Service_Seo_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical SEO: speed, indexing, structured data`)
};

const si_service_seo_3 = /** @type {(inputs: Service_Seo_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තාක්ෂණික SEO: වේගය, සූචිගත කිරීම, ව්‍යුහගත දත්ත`)
};

const ta_service_seo_3 = /** @type {(inputs: Service_Seo_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொழில்நுட்ப SEO: வேகம், அட்டவணைப்படுத்தல், கட்டமைக்கப்பட்ட தரவு`)
};

/**
* | output |
* | --- |
* | "Technical SEO: speed, indexing, structured data" |
*
* @param {Service_Seo_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_3 = /** @type {((inputs?: Service_Seo_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_3(inputs)
	if (locale === "ta") return ta_service_seo_3(inputs)
	return en_service_seo_3(inputs)
});