/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Form_LabelInputs */

const en_quote_form_label = /** @type {(inputs: Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote form`)
};

const si_quote_form_label = /** @type {(inputs: Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ඇස්තමේන්තු පෝරමය`)
};

const ta_quote_form_label = /** @type {(inputs: Quote_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைமதிப்பீட்டுப் படிவம்`)
};

/**
* | output |
* | --- |
* | "Quote form" |
*
* @param {Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_form_label = /** @type {((inputs?: Quote_Form_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_form_label(inputs)
	if (locale === "ta") return ta_quote_form_label(inputs)
	return en_quote_form_label(inputs)
});