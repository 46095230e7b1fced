/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Paid_StoppedInputs */

const en_support_paid_stopped = /** @type {(inputs: Support_Paid_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped`)
};

const si_support_paid_stopped = /** @type {(inputs: Support_Paid_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවතා ඇත`)
};

const ta_support_paid_stopped = /** @type {(inputs: Support_Paid_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்தப்பட்டது`)
};

/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Support_Paid_StoppedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_stopped = /** @type {((inputs?: Support_Paid_StoppedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Paid_StoppedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_paid_stopped(inputs)
	if (locale === "ta") return ta_support_paid_stopped(inputs)
	return en_support_paid_stopped(inputs)
});