/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Flexible_TextInputs */

const en_careers_flexible_text = /** @type {(inputs: Careers_Flexible_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan your own week around agreed milestones.`)
};

const si_careers_flexible_text = /** @type {(inputs: Careers_Flexible_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එකඟ වූ අදියර අනුව ඔබේ සතිය ඔබම සැලසුම් කරන්න.`)
};

const ta_careers_flexible_text = /** @type {(inputs: Careers_Flexible_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புக்கொண்ட கட்டங்களுக்கு ஏற்ப உங்கள் வாரத்தை நீங்களே திட்டமிடுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Plan your own week around agreed milestones." |
*
* @param {Careers_Flexible_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_flexible_text = /** @type {((inputs?: Careers_Flexible_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Flexible_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_flexible_text(inputs)
	if (locale === "ta") return ta_careers_flexible_text(inputs)
	return en_careers_flexible_text(inputs)
});