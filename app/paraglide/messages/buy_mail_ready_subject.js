/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Mail_Ready_SubjectInputs */

const en_buy_mail_ready_subject = /** @type {(inputs: Buy_Mail_Ready_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID`)
};

const si_buy_mail_ready_subject = /** @type {(inputs: Buy_Mail_Ready_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ID අංකය`)
};

const ta_buy_mail_ready_subject = /** @type {(inputs: Buy_Mail_Ready_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்`)
};

/**
* | output |
* | --- |
* | "Your Fli DESK ID" |
*
* @param {Buy_Mail_Ready_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_subject = /** @type {((inputs?: Buy_Mail_Ready_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Mail_Ready_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_buy_mail_ready_subject(inputs)
	if (locale === "ta") return ta_buy_mail_ready_subject(inputs)
	return en_buy_mail_ready_subject(inputs)
});