/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Refund_BackInputs */

const en_mail_refund_back = /** @type {(inputs: Mail_Refund_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The money goes back to the card or account you paid with; your bank may take a few working days to show it.`)
};

const si_mail_refund_back = /** @type {(inputs: Mail_Refund_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල ඔබ ගෙවූ කාඩ්පතට හෝ ගිණුමට නැවත යයි; එය පෙන්වීමට ඔබේ බැංකුවට වැඩ කරන දින කිහිපයක් ගත විය හැක.`)
};

const ta_mail_refund_back = /** @type {(inputs: Mail_Refund_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணம் நீங்கள் செலுத்திய அட்டை அல்லது கணக்கிற்குத் திரும்பும்; அதைக் காட்ட உங்கள் வங்கிக்குச் சில வேலை நாட்கள் ஆகலாம்.`)
};

/**
* | output |
* | --- |
* | "The money goes back to the card or account you paid with; your bank may take a few working days to show it." |
*
* @param {Mail_Refund_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_back = /** @type {((inputs?: Mail_Refund_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_back(inputs)
	if (locale === "ta") return ta_mail_refund_back(inputs)
	return en_mail_refund_back(inputs)
});