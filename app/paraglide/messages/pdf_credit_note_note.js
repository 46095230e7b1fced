/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Credit_Note_NoteInputs */

const en_pdf_credit_note_note = /** @type {(inputs: Pdf_Credit_Note_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This credit note records money returned to you against the payment above.`)
};

const si_pdf_credit_note_note = /** @type {(inputs: Pdf_Credit_Note_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉහත ගෙවීමෙන් ඔබට ආපසු ගෙවූ මුදල මෙම බැර සටහනේ සටහන් වේ.`)
};

const ta_pdf_credit_note_note = /** @type {(inputs: Pdf_Credit_Note_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலே உள்ள கட்டணத்திலிருந்து உங்களுக்குத் திருப்பி அளிக்கப்பட்ட பணத்தை இந்த வரவுக் குறிப்பு பதிவு செய்கிறது.`)
};

/**
* | output |
* | --- |
* | "This credit note records money returned to you against the payment above." |
*
* @param {Pdf_Credit_Note_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_credit_note_note = /** @type {((inputs?: Pdf_Credit_Note_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Credit_Note_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_credit_note_note(inputs)
	if (locale === "ta") return ta_pdf_credit_note_note(inputs)
	return en_pdf_credit_note_note(inputs)
});