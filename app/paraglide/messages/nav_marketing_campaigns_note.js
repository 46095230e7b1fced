/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Marketing_Campaigns_NoteInputs */

const en_nav_marketing_campaigns_note = /** @type {(inputs: Nav_Marketing_Campaigns_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social and search campaigns`)
};

const si_nav_marketing_campaigns_note = /** @type {(inputs: Nav_Marketing_Campaigns_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය සහ සෙවුම් ප්‍රචාරණ`)
};

const ta_nav_marketing_campaigns_note = /** @type {(inputs: Nav_Marketing_Campaigns_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடக மற்றும் தேடல் பிரச்சாரங்கள்`)
};

/**
* | output |
* | --- |
* | "Social and search campaigns" |
*
* @param {Nav_Marketing_Campaigns_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_marketing_campaigns_note = /** @type {((inputs?: Nav_Marketing_Campaigns_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Marketing_Campaigns_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_marketing_campaigns_note(inputs)
	if (locale === "ta") return ta_nav_marketing_campaigns_note(inputs)
	return en_nav_marketing_campaigns_note(inputs)
});