/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_IntroInputs */

const en_services_intro = /** @type {(inputs: Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search, brand and web: everything a growing business needs to be found, remembered and chosen.`)
};

const si_services_intro = /** @type {(inputs: Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙවුම, සන්නාමය සහ වෙබය: වර්ධනය වන ව්‍යාපාරයක් සොයාගැනීමට, මතකයේ රැඳීමට සහ තෝරාගැනීමට අවශ්‍ය සියල්ල.`)
};

const ta_services_intro = /** @type {(inputs: Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடல், பிராண்ட், இணையம்: வளரும் வணிகம் ஒன்று கண்டறியப்படவும், நினைவில் நிற்கவும், தேர்ந்தெடுக்கப்படவும் தேவையான அனைத்தும்.`)
};

/**
* | output |
* | --- |
* | "Search, brand and web: everything a growing business needs to be found, remembered and chosen." |
*
* @param {Services_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_intro = /** @type {((inputs?: Services_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_services_intro(inputs)
	if (locale === "ta") return ta_services_intro(inputs)
	return en_services_intro(inputs)
});