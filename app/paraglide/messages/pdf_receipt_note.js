/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Receipt_NoteInputs */

const en_pdf_receipt_note = /** @type {(inputs: Pdf_Receipt_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your payment. Payments are processed by PayHere.`)
};

const si_pdf_receipt_note = /** @type {(inputs: Pdf_Receipt_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගෙවීමට ස්තූතියි. ගෙවීම් සකසනු ලබන්නේ PayHere මගිනි.`)
};

const ta_pdf_receipt_note = /** @type {(inputs: Pdf_Receipt_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டணத்துக்கு நன்றி. கட்டணங்கள் PayHere மூலம் செயலாக்கப்படுகின்றன.`)
};

/**
* | output |
* | --- |
* | "Thank you for your payment. Payments are processed by PayHere." |
*
* @param {Pdf_Receipt_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_receipt_note = /** @type {((inputs?: Pdf_Receipt_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Receipt_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_receipt_note(inputs)
	if (locale === "ta") return ta_pdf_receipt_note(inputs)
	return en_pdf_receipt_note(inputs)
});