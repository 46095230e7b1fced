/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Buy_Mail_Ready_IdInputs */

const en_buy_mail_ready_id = /** @type {(inputs: Buy_Mail_Ready_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID: ${i?.id}`)
};

const si_buy_mail_ready_id = /** @type {(inputs: Buy_Mail_Ready_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ID අංකය: ${i?.id}`)
};

const ta_buy_mail_ready_id = /** @type {(inputs: Buy_Mail_Ready_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்: ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Your Fli DESK ID: {id}" |
*
* @param {Buy_Mail_Ready_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_id = /** @type {((inputs: Buy_Mail_Ready_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Mail_Ready_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_buy_mail_ready_id(inputs)
	if (locale === "ta") return ta_buy_mail_ready_id(inputs)
	return en_buy_mail_ready_id(inputs)
});