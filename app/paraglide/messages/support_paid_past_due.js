/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Paid_Past_DueInputs */

const en_support_paid_past_due = /** @type {(inputs: Support_Paid_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past due`)
};

const si_support_paid_past_due = /** @type {(inputs: Support_Paid_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම ප්‍රමාදයි`)
};

const ta_support_paid_past_due = /** @type {(inputs: Support_Paid_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலுவையில் உள்ளது`)
};

/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Support_Paid_Past_DueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_past_due = /** @type {((inputs?: Support_Paid_Past_DueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Paid_Past_DueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_paid_past_due(inputs)
	if (locale === "ta") return ta_support_paid_past_due(inputs)
	return en_support_paid_past_due(inputs)
});