/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_TitleInputs */

const en_home_contact_title = /** @type {(inputs: Home_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let's Build Something Great Together`)
};

const si_home_contact_title = /** @type {(inputs: Home_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක්ව විශිෂ්ට දෙයක් ගොඩනගමු`)
};

const ta_home_contact_title = /** @type {(inputs: Home_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைந்து சிறப்பான ஒன்றை உருவாக்குவோம்`)
};

/**
* | output |
* | --- |
* | "Let's Build Something Great Together" |
*
* @param {Home_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_contact_title = /** @type {((inputs?: Home_Contact_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_contact_title(inputs)
	if (locale === "ta") return ta_home_contact_title(inputs)
	return en_home_contact_title(inputs)
});