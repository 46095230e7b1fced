/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_TextInputs */

const en_service_seo_text = /** @type {(inputs: Service_Seo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search engine optimisation that brings qualified visitors, month after month.`)
};

const si_service_seo_text = /** @type {(inputs: Service_Seo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසයෙන් මාසය ඔබට සැබෑ පාරිභෝගිකයන් ගෙන එන සෙවුම් යන්ත්‍ර ප්‍රශස්තකරණය.`)
};

const ta_service_seo_text = /** @type {(inputs: Service_Seo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதந்தோறும் தகுதியான வாடிக்கையாளர்களைக் கொண்டுவரும் தேடுபொறி மேம்படுத்தல்.`)
};

/**
* | output |
* | --- |
* | "Search engine optimisation that brings qualified visitors, month after month." |
*
* @param {Service_Seo_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_text = /** @type {((inputs?: Service_Seo_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_text(inputs)
	if (locale === "ta") return ta_service_seo_text(inputs)
	return en_service_seo_text(inputs)
});