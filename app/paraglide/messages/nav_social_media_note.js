/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Social_Media_NoteInputs */

const en_nav_social_media_note = /** @type {(inputs: Nav_Social_Media_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content and community management`)
};

const si_nav_social_media_note = /** @type {(inputs: Nav_Social_Media_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගතය සහ ප්‍රජාව කළමනාකරණය`)
};

const ta_nav_social_media_note = /** @type {(inputs: Nav_Social_Media_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்கம் மற்றும் சமூக மேலாண்மை`)
};

/**
* | output |
* | --- |
* | "Content and community management" |
*
* @param {Nav_Social_Media_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_social_media_note = /** @type {((inputs?: Nav_Social_Media_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Social_Media_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_social_media_note(inputs)
	if (locale === "ta") return ta_nav_social_media_note(inputs)
	return en_nav_social_media_note(inputs)
});