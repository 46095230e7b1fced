/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_2_TextInputs */

const en_home_about_2_text = /** @type {(inputs: Home_About_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every post, keyword and page starts from your business goals, your audience and what the data says.`)
};

const si_home_about_2_text = /** @type {(inputs: Home_About_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම පළ කිරීමක්ම, මූල පදයක්ම සහ පිටුවක්ම ආරම්භ වන්නේ ඔබේ ව්‍යාපාරික ඉලක්ක, ඔබේ ප්‍රේක්ෂකයන් සහ දත්ත පවසන දෙයින්.`)
};

const ta_home_about_2_text = /** @type {(inputs: Home_About_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு பதிவும், முக்கியச்சொல்லும், பக்கமும் உங்கள் வணிக இலக்குகள், உங்கள் பார்வையாளர்கள், தரவு சொல்வது ஆகியவற்றிலிருந்தே தொடங்குகின்றன.`)
};

/**
* | output |
* | --- |
* | "Every post, keyword and page starts from your business goals, your audience and what the data says." |
*
* @param {Home_About_2_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_2_text = /** @type {((inputs?: Home_About_2_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_2_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_2_text(inputs)
	if (locale === "ta") return ta_home_about_2_text(inputs)
	return en_home_about_2_text(inputs)
});