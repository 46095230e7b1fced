/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Success_TextInputs */

const en_contact_success_text = /** @type {(inputs: Contact_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your inquiry. We'll get back to you within 24 hours.`)
};

const si_contact_success_text = /** @type {(inputs: Contact_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ විමසීමට ස්තුතියි. පැය 24ක් ඇතුළත අපි ඔබ හා සම්බන්ධ වන්නෙමු.`)
};

const ta_contact_success_text = /** @type {(inputs: Contact_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் விசாரணைக்கு நன்றி. 24 மணி நேரத்திற்குள் உங்களைத் தொடர்புகொள்வோம்.`)
};

/**
* | output |
* | --- |
* | "Thank you for your inquiry. We'll get back to you within 24 hours." |
*
* @param {Contact_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_success_text = /** @type {((inputs?: Contact_Success_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Success_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_success_text(inputs)
	if (locale === "ta") return ta_contact_success_text(inputs)
	return en_contact_success_text(inputs)
});