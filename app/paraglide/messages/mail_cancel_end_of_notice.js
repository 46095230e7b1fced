/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Cancel_End_Of_NoticeInputs */

const en_mail_cancel_end_of_notice = /** @type {(inputs: Mail_Cancel_End_Of_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the end of the notice`)
};

const si_mail_cancel_end_of_notice = /** @type {(inputs: Mail_Cancel_End_Of_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීමේ කාලය අවසානය`)
};

const ta_mail_cancel_end_of_notice = /** @type {(inputs: Mail_Cancel_End_Of_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புக் காலத்தின் முடிவு`)
};

/**
* | output |
* | --- |
* | "the end of the notice" |
*
* @param {Mail_Cancel_End_Of_NoticeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_end_of_notice = /** @type {((inputs?: Mail_Cancel_End_Of_NoticeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancel_End_Of_NoticeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancel_end_of_notice(inputs)
	if (locale === "ta") return ta_mail_cancel_end_of_notice(inputs)
	return en_mail_cancel_end_of_notice(inputs)
});