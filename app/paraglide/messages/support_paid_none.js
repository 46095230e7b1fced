/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Paid_NoneInputs */

const en_support_paid_none = /** @type {(inputs: Support_Paid_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment yet`)
};

const si_support_paid_none = /** @type {(inputs: Support_Paid_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම ගෙවීමක් නැත`)
};

const ta_support_paid_none = /** @type {(inputs: Support_Paid_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் கட்டணம் இல்லை`)
};

/**
* | output |
* | --- |
* | "No payment yet" |
*
* @param {Support_Paid_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_none = /** @type {((inputs?: Support_Paid_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Paid_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_paid_none(inputs)
	if (locale === "ta") return ta_support_paid_none(inputs)
	return en_support_paid_none(inputs)
});