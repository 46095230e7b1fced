/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Credit_NoteInputs */

const en_pdf_credit_note = /** @type {(inputs: Pdf_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit note`)
};

const si_pdf_credit_note = /** @type {(inputs: Pdf_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බැර සටහන`)
};

const ta_pdf_credit_note = /** @type {(inputs: Pdf_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரவுக் குறிப்பு`)
};

/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Pdf_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_credit_note = /** @type {((inputs?: Pdf_Credit_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Credit_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_credit_note(inputs)
	if (locale === "ta") return ta_pdf_credit_note(inputs)
	return en_pdf_credit_note(inputs)
});