/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Head_TitleInputs */

const en_services_head_title = /** @type {(inputs: Services_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services: SEO, Brand Identity & Web Development`)
};

const si_services_head_title = /** @type {(inputs: Services_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවා: SEO, සන්නාම අනන්‍යතාව සහ වෙබ් සංවර්ධනය`)
};

const ta_services_head_title = /** @type {(inputs: Services_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேவைகள்: SEO, பிராண்ட் அடையாளம் மற்றும் இணைய மேம்பாடு`)
};

/**
* | output |
* | --- |
* | "Services: SEO, Brand Identity & Web Development" |
*
* @param {Services_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_head_title = /** @type {((inputs?: Services_Head_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Head_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_services_head_title(inputs)
	if (locale === "ta") return ta_services_head_title(inputs)
	return en_services_head_title(inputs)
});