/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Careers_Other_Role_TextInputs */

const en_careers_other_role_text = /** @type {(inputs: Careers_Other_Role_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send us your CV and portfolio at ${i?.email}; we keep every application on file.`)
};

const si_careers_other_role_text = /** @type {(inputs: Careers_Other_Role_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ජීව දත්ත පත්‍රිකාව සහ නිර්මාණ එකතුව ${i?.email} වෙත එවන්න; අපි සෑම අයදුම්පතක්ම ගොනුගත කර තබා ගනිමු.`)
};

const ta_careers_other_role_text = /** @type {(inputs: Careers_Other_Role_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் சுயவிவரக் குறிப்பையும் படைப்புத் தொகுப்பையும் ${i?.email} க்கு அனுப்புங்கள்; ஒவ்வொரு விண்ணப்பத்தையும் நாங்கள் பதிவில் வைத்திருக்கிறோம்.`)
};

/**
* | output |
* | --- |
* | "Send us your CV and portfolio at {email}; we keep every application on file." |
*
* @param {Careers_Other_Role_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_other_role_text = /** @type {((inputs: Careers_Other_Role_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Other_Role_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_other_role_text(inputs)
	if (locale === "ta") return ta_careers_other_role_text(inputs)
	return en_careers_other_role_text(inputs)
});