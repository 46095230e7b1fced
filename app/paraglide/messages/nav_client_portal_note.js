/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Client_Portal_NoteInputs */

const en_nav_client_portal_note = /** @type {(inputs: Nav_Client_Portal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to your projects`)
};

const si_nav_client_portal_note = /** @type {(inputs: Nav_Client_Portal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපෘති වෙත පිවිසෙන්න`)
};

const ta_nav_client_portal_note = /** @type {(inputs: Nav_Client_Portal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திட்டங்களைக் காண உள்நுழையுங்கள்`)
};

/**
* | output |
* | --- |
* | "Sign in to your projects" |
*
* @param {Nav_Client_Portal_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_client_portal_note = /** @type {((inputs?: Nav_Client_Portal_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Client_Portal_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_client_portal_note(inputs)
	if (locale === "ta") return ta_nav_client_portal_note(inputs)
	return en_nav_client_portal_note(inputs)
});