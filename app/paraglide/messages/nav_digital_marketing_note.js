/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Digital_Marketing_NoteInputs */

const en_nav_digital_marketing_note = /** @type {(inputs: Nav_Digital_Marketing_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campaigns that reach the right people`)
};

const si_nav_digital_marketing_note = /** @type {(inputs: Nav_Digital_Marketing_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිවැරදි පිරිසට ළඟා වන ප්‍රචාරණ`)
};

const ta_nav_digital_marketing_note = /** @type {(inputs: Nav_Digital_Marketing_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரியான மக்களைச் சென்றடையும் பிரச்சாரங்கள்`)
};

/**
* | output |
* | --- |
* | "Campaigns that reach the right people" |
*
* @param {Nav_Digital_Marketing_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_digital_marketing_note = /** @type {((inputs?: Nav_Digital_Marketing_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Digital_Marketing_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_digital_marketing_note(inputs)
	if (locale === "ta") return ta_nav_digital_marketing_note(inputs)
	return en_nav_digital_marketing_note(inputs)
});