/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Priority_TextInputs */

const en_partnerships_priority_text = /** @type {(inputs: Partnerships_Priority_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A dedicated partner manager and priority on Fli DESK.`)
};

const si_partnerships_priority_text = /** @type {(inputs: Partnerships_Priority_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබටම වෙන් වූ හවුල්කරු කළමනාකරුවෙක් සහ Fli DESK හි ප්‍රමුඛතාව.`)
};

const ta_partnerships_priority_text = /** @type {(inputs: Partnerships_Priority_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கென ஒரு கூட்டாளர் மேலாளரும் Fli DESK இல் முன்னுரிமையும்.`)
};

/**
* | output |
* | --- |
* | "A dedicated partner manager and priority on Fli DESK." |
*
* @param {Partnerships_Priority_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_priority_text = /** @type {((inputs?: Partnerships_Priority_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Priority_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_priority_text(inputs)
	if (locale === "ta") return ta_partnerships_priority_text(inputs)
	return en_partnerships_priority_text(inputs)
});