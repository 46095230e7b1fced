/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Brand_TextInputs */

const en_service_brand_text = /** @type {(inputs: Service_Brand_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A distinctive identity that makes your business recognisable everywhere it appears.`)
};

const si_service_brand_text = /** @type {(inputs: Service_Brand_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපාරය පෙනෙන සෑම තැනකදීම එය වහා හඳුනාගත හැකි කරන සුවිශේෂී අනන්‍යතාවක්.`)
};

const ta_service_brand_text = /** @type {(inputs: Service_Brand_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் வணிகம் தோன்றும் ஒவ்வொரு இடத்திலும் அதை உடனே அடையாளம் காண வைக்கும் தனித்துவமான அடையாளம்.`)
};

/**
* | output |
* | --- |
* | "A distinctive identity that makes your business recognisable everywhere it appears." |
*
* @param {Service_Brand_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_text = /** @type {((inputs?: Service_Brand_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Brand_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_brand_text(inputs)
	if (locale === "ta") return ta_service_brand_text(inputs)
	return en_service_brand_text(inputs)
});