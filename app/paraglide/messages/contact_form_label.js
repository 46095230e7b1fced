/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_LabelInputs */

const en_contact_form_label = /** @type {(inputs: Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact form`)
};

const si_contact_form_label = /** @type {(inputs: Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්බන්ධතා පෝරමය`)
};

const ta_contact_form_label = /** @type {(inputs: Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர்புப் படிவம்`)
};

/**
* | output |
* | --- |
* | "Contact form" |
*
* @param {Contact_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_form_label = /** @type {((inputs?: Contact_Form_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_contact_form_label(inputs)
	if (locale === "ta") return ta_contact_form_label(inputs)
	return en_contact_form_label(inputs)
});