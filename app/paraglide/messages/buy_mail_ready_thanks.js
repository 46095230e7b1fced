/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Mail_Ready_ThanksInputs */

const en_buy_mail_ready_thanks = /** @type {(inputs: Buy_Mail_Ready_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your payment. Your Fli DESK account is ready.`)
};

const si_buy_mail_ready_thanks = /** @type {(inputs: Buy_Mail_Ready_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගෙවීමට ස්තූතියි. ඔබේ Fli DESK ගිණුම සූදානම්.`)
};

const ta_buy_mail_ready_thanks = /** @type {(inputs: Buy_Mail_Ready_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டணத்திற்கு நன்றி. உங்கள் Fli DESK கணக்கு தயாராக உள்ளது.`)
};

/**
* | output |
* | --- |
* | "Thank you for your payment. Your Fli DESK account is ready." |
*
* @param {Buy_Mail_Ready_ThanksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_thanks = /** @type {((inputs?: Buy_Mail_Ready_ThanksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Mail_Ready_ThanksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_buy_mail_ready_thanks(inputs)
	if (locale === "ta") return ta_buy_mail_ready_thanks(inputs)
	return en_buy_mail_ready_thanks(inputs)
});