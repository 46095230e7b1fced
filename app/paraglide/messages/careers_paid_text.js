/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Paid_TextInputs */

const en_careers_paid_text = /** @type {(inputs: Careers_Paid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear rates and payment on every delivered milestone.`)
};

const si_careers_paid_text = /** @type {(inputs: Careers_Paid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැහැදිලි ගාස්තු, සහ නිම කළ සෑම අදියරකටම ගෙවීම.`)
};

const ta_careers_paid_text = /** @type {(inputs: Careers_Paid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தெளிவான கட்டண விகிதங்கள், முடித்த ஒவ்வொரு கட்டத்துக்கும் கட்டணம்.`)
};

/**
* | output |
* | --- |
* | "Clear rates and payment on every delivered milestone." |
*
* @param {Careers_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_paid_text = /** @type {((inputs?: Careers_Paid_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Paid_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_paid_text(inputs)
	if (locale === "ta") return ta_careers_paid_text(inputs)
	return en_careers_paid_text(inputs)
});