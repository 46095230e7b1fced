/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Seo_NoteInputs */

const en_nav_seo_note = /** @type {(inputs: Nav_Seo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank higher and get found`)
};

const si_nav_seo_note = /** @type {(inputs: Nav_Seo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙවුම්වල ඉහළින් සිට පහසුවෙන් හමු වන්න`)
};

const ta_nav_seo_note = /** @type {(inputs: Nav_Seo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடலில் முன்னிலை பெற்று எளிதில் கண்டறியப்படுங்கள்`)
};

/**
* | output |
* | --- |
* | "Rank higher and get found" |
*
* @param {Nav_Seo_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_seo_note = /** @type {((inputs?: Nav_Seo_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Seo_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_seo_note(inputs)
	if (locale === "ta") return ta_nav_seo_note(inputs)
	return en_nav_seo_note(inputs)
});