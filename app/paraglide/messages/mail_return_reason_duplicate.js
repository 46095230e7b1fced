/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Return_Reason_DuplicateInputs */

const en_mail_return_reason_duplicate = /** @type {(inputs: Mail_Return_Reason_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order was already paid, so this second payment is refunded in full`)
};

const si_mail_return_reason_duplicate = /** @type {(inputs: Mail_Return_Reason_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇණවුම දැනටමත් ගෙවා තිබූ බැවින්, මෙම දෙවන ගෙවීම සම්පූර්ණයෙන්ම ආපසු ගෙවනු ලැබේ`)
};

const ta_mail_return_reason_duplicate = /** @type {(inputs: Mail_Return_Reason_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆர்டர் ஏற்கனவே செலுத்தப்பட்டுவிட்டது, எனவே இந்த இரண்டாவது கட்டணம் முழுமையாகத் திருப்பி அளிக்கப்படுகிறது`)
};

/**
* | output |
* | --- |
* | "The order was already paid, so this second payment is refunded in full" |
*
* @param {Mail_Return_Reason_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_reason_duplicate = /** @type {((inputs?: Mail_Return_Reason_DuplicateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Reason_DuplicateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_reason_duplicate(inputs)
	if (locale === "ta") return ta_mail_return_reason_duplicate(inputs)
	return en_mail_return_reason_duplicate(inputs)
});