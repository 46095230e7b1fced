/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_1_TextInputs */

const en_home_about_1_text = /** @type {(inputs: Home_About_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Years of campaigns, rankings and launches for Sri Lankan and international brands, measured in real results.`)
};

const si_home_about_1_text = /** @type {(inputs: Home_About_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලාංකික සහ ජාත්‍යන්තර සන්නාම සඳහා වසර ගණනාවක ප්‍රචාරණ, ශ්‍රේණිගත කිරීම් සහ දියත් කිරීම්, සැබෑ ප්‍රතිඵලවලින් මනිනු ලැබූ.`)
};

const ta_home_about_1_text = /** @type {(inputs: Home_About_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கை மற்றும் சர்வதேச பிராண்டுகளுக்காகப் பல ஆண்டுகளாகச் செய்த பிரச்சாரங்கள், தரவரிசைகள், அறிமுகங்கள், உண்மையான முடிவுகளால் அளவிடப்பட்டவை.`)
};

/**
* | output |
* | --- |
* | "Years of campaigns, rankings and launches for Sri Lankan and international brands, measured in real results." |
*
* @param {Home_About_1_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_1_text = /** @type {((inputs?: Home_About_1_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_1_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_1_text(inputs)
	if (locale === "ta") return ta_home_about_1_text(inputs)
	return en_home_about_1_text(inputs)
});