/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Form_LabelInputs */

const en_support_form_label = /** @type {(inputs: Support_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support form`)
};

const si_support_form_label = /** @type {(inputs: Support_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය පෝරමය`)
};

const ta_support_form_label = /** @type {(inputs: Support_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிப் படிவம்`)
};

/**
* | output |
* | --- |
* | "Support form" |
*
* @param {Support_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_form_label = /** @type {((inputs?: Support_Form_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Form_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_form_label(inputs)
	if (locale === "ta") return ta_support_form_label(inputs)
	return en_support_form_label(inputs)
});