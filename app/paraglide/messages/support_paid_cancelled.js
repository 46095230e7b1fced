/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Paid_CancelledInputs */

const en_support_paid_cancelled = /** @type {(inputs: Support_Paid_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const si_support_paid_cancelled = /** @type {(inputs: Support_Paid_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කර ඇත`)
};

const ta_support_paid_cancelled = /** @type {(inputs: Support_Paid_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து செய்யப்பட்டது`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Support_Paid_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_cancelled = /** @type {((inputs?: Support_Paid_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Paid_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_paid_cancelled(inputs)
	if (locale === "ta") return ta_support_paid_cancelled(inputs)
	return en_support_paid_cancelled(inputs)
});