/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Head_DescriptionInputs */

const en_careers_head_description = /** @type {(inputs: Careers_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Fli Digital. We are hiring a Freelance Web Developer: remote, flexible hours, paid per milestone.`)
};

const si_careers_head_description = /** @type {(inputs: Careers_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital වෙත එක්වන්න. අපි නිදහස් වෙබ් සංවර්ධකයෙකු බඳවා ගනිමු: දුරස්ථව වැඩ, නම්‍යශීලී වේලාවන්, සෑම අදියරකටම ගෙවීම.`)
};

const ta_careers_head_description = /** @type {(inputs: Careers_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital இல் இணையுங்கள். நாங்கள் ஒரு ஃப்ரீலான்ஸ் இணைய டெவலப்பரைத் தேடுகிறோம்: தொலைதூரப் பணி, நெகிழ்வான நேரம், ஒவ்வொரு கட்டத்துக்கும் கட்டணம்.`)
};

/**
* | output |
* | --- |
* | "Join Fli Digital. We are hiring a Freelance Web Developer: remote, flexible hours, paid per milestone." |
*
* @param {Careers_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_head_description = /** @type {((inputs?: Careers_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_head_description(inputs)
	if (locale === "ta") return ta_careers_head_description(inputs)
	return en_careers_head_description(inputs)
});