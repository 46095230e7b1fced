/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Seo_IntroInputs */

const en_pricing_seo_intro = /** @type {(inputs: Pricing_Seo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rankings and organic traffic that keep growing.`)
};

const si_pricing_seo_intro = /** @type {(inputs: Pricing_Seo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිගින් දිගටම ඉහළ යන සෙවුම් ස්ථාන සහ සෙවුම් හරහා එන නරඹන්නන්.`)
};

const ta_pricing_seo_intro = /** @type {(inputs: Pricing_Seo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர்ந்து உயரும் தேடல் தரவரிசைகளும், தேடல் மூலம் வரும் பார்வையாளர்களும்.`)
};

/**
* | output |
* | --- |
* | "Rankings and organic traffic that keep growing." |
*
* @param {Pricing_Seo_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_seo_intro = /** @type {((inputs?: Pricing_Seo_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Seo_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_seo_intro(inputs)
	if (locale === "ta") return ta_pricing_seo_intro(inputs)
	return en_pricing_seo_intro(inputs)
});