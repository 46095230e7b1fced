/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Services_IntroInputs */

const en_home_services_intro = /** @type {(inputs: Home_Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three disciplines, one team, measurable growth.`)
};

const si_home_services_intro = /** @type {(inputs: Home_Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්ෂේත්‍ර තුනක්, එක් කණ්ඩායමක්, මැනිය හැකි වර්ධනයක්.`)
};

const ta_home_services_intro = /** @type {(inputs: Home_Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மூன்று துறைகள், ஒரே குழு, அளவிடக்கூடிய வளர்ச்சி.`)
};

/**
* | output |
* | --- |
* | "Three disciplines, one team, measurable growth." |
*
* @param {Home_Services_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_services_intro = /** @type {((inputs?: Home_Services_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_services_intro(inputs)
	if (locale === "ta") return ta_home_services_intro(inputs)
	return en_home_services_intro(inputs)
});