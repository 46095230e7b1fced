/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Return_Reason_ClosedInputs */

const en_mail_return_reason_closed = /** @type {(inputs: Mail_Return_Reason_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order had been replaced or given up, so its payment is refunded in full`)
};

const si_mail_return_reason_closed = /** @type {(inputs: Mail_Return_Reason_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇණවුම ප්‍රතිස්ථාපනය කර හෝ අත්හැර තිබූ බැවින්, එහි ගෙවීම සම්පූර්ණයෙන්ම ආපසු ගෙවනු ලැබේ`)
};

const ta_mail_return_reason_closed = /** @type {(inputs: Mail_Return_Reason_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆர்டர் மாற்றப்பட்டது அல்லது கைவிடப்பட்டது, எனவே அதன் கட்டணம் முழுமையாகத் திருப்பி அளிக்கப்படுகிறது`)
};

/**
* | output |
* | --- |
* | "The order had been replaced or given up, so its payment is refunded in full" |
*
* @param {Mail_Return_Reason_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_reason_closed = /** @type {((inputs?: Mail_Return_Reason_ClosedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Reason_ClosedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_reason_closed(inputs)
	if (locale === "ta") return ta_mail_return_reason_closed(inputs)
	return en_mail_return_reason_closed(inputs)
});