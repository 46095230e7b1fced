/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Paid_Charged_BackInputs */

const en_support_paid_charged_back = /** @type {(inputs: Support_Paid_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged back`)
};

const si_support_paid_charged_back = /** @type {(inputs: Support_Paid_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු අය කර ඇත`)
};

const ta_support_paid_charged_back = /** @type {(inputs: Support_Paid_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி வசூலிக்கப்பட்டது`)
};

/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Support_Paid_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_charged_back = /** @type {((inputs?: Support_Paid_Charged_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Paid_Charged_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_paid_charged_back(inputs)
	if (locale === "ta") return ta_support_paid_charged_back(inputs)
	return en_support_paid_charged_back(inputs)
});