/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Paid_CompletedInputs */

const en_support_paid_completed = /** @type {(inputs: Support_Paid_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const si_support_paid_completed = /** @type {(inputs: Support_Paid_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්පූර්ණයි`)
};

const ta_support_paid_completed = /** @type {(inputs: Support_Paid_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறைவடைந்தது`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Support_Paid_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_completed = /** @type {((inputs?: Support_Paid_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Paid_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_paid_completed(inputs)
	if (locale === "ta") return ta_support_paid_completed(inputs)
	return en_support_paid_completed(inputs)
});