/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Fill_AllInputs */

const en_contact_fill_all = /** @type {(inputs: Contact_Fill_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all fields`)
};

const si_contact_fill_all = /** @type {(inputs: Contact_Fill_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර සියලු ක්ෂේත්‍ර පුරවන්න`)
};

const ta_contact_fill_all = /** @type {(inputs: Contact_Fill_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துப் புலங்களையும் நிரப்பவும்`)
};

/**
* | output |
* | --- |
* | "Please fill in all fields" |
*
* @param {Contact_Fill_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_fill_all = /** @type {((inputs?: Contact_Fill_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Fill_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_fill_all(inputs)
	if (locale === "ta") return ta_contact_fill_all(inputs)
	return en_contact_fill_all(inputs)
});