/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Return_BackInputs */

const en_mail_return_back = /** @type {(inputs: Mail_Return_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank.`)
};

const si_mail_return_back = /** @type {(inputs: Mail_Return_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල ඔබ ගෙවූ කාඩ්පතට හෝ ගිණුමට නැවත යයි. ඔබේ බැංකුව අනුව, ආපසු ගෙවීමක් සාමාන්‍යයෙන් වැඩ කරන දින 5ත් 10ත් අතර පෙනේ.`)
};

const ta_mail_return_back = /** @type {(inputs: Mail_Return_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணம் நீங்கள் செலுத்திய அட்டை அல்லது கணக்கிற்குத் திரும்பும். உங்கள் வங்கியைப் பொறுத்து, திருப்பி அளிக்கப்பட்ட தொகை வழக்கமாக 5 முதல் 10 வேலை நாட்களில் தெரியும்.`)
};

/**
* | output |
* | --- |
* | "The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank." |
*
* @param {Mail_Return_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_back = /** @type {((inputs?: Mail_Return_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_back(inputs)
	if (locale === "ta") return ta_mail_return_back(inputs)
	return en_mail_return_back(inputs)
});