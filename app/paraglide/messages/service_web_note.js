/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_NoteInputs */

const en_service_web_note = /** @type {(inputs: Service_Web_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus $100/month for services and updates on every website.`)
};

const si_service_web_note = /** @type {(inputs: Service_Web_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊට අමතරව, සෑම වෙබ් අඩවියකම සේවා සහ යාවත්කාලීන සඳහා මසකට $100.`)
};

const ta_service_web_note = /** @type {(inputs: Service_Web_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதனுடன், ஒவ்வொரு இணையதளத்தின் சேவைகள் மற்றும் புதுப்பிப்புகளுக்கு மாதம் $100.`)
};

/**
* | output |
* | --- |
* | "Plus $100/month for services and updates on every website." |
*
* @param {Service_Web_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_note = /** @type {((inputs?: Service_Web_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_note(inputs)
	if (locale === "ta") return ta_service_web_note(inputs)
	return en_service_web_note(inputs)
});