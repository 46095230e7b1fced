/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderId: NonNullable<unknown>, what: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Return_DuplicateInputs */

const en_mail_return_duplicate = /** @type {(inputs: Mail_Return_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order ${i?.orderId} for ${i?.what} was already paid, so your second payment of ${i?.amount} is not needed. We are refunding it in full.`)
};

const si_mail_return_duplicate = /** @type {(inputs: Mail_Return_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} සඳහා වූ ඔබේ ඇණවුම ${i?.orderId} දැනටමත් ගෙවා තිබූ බැවින්, ඔබේ දෙවන ${i?.amount} ගෙවීම අවශ්‍ය නොවේ. අපි එය සම්පූර්ණයෙන්ම ඔබට ආපසු ගෙවන්නෙමු.`)
};

const ta_mail_return_duplicate = /** @type {(inputs: Mail_Return_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} க்கான உங்கள் ஆர்டர் ${i?.orderId} ஏற்கனவே செலுத்தப்பட்டுவிட்டது, எனவே உங்கள் இரண்டாவது ${i?.amount} கட்டணம் தேவையில்லை. அதை முழுமையாக உங்களுக்குத் திருப்பி அளிக்கிறோம்.`)
};

/**
* | output |
* | --- |
* | "Your order {orderId} for {what} was already paid, so your second payment of {amount} is not needed. We are refunding it in full." |
*
* @param {Mail_Return_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_duplicate = /** @type {((inputs: Mail_Return_DuplicateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_DuplicateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_duplicate(inputs)
	if (locale === "ta") return ta_mail_return_duplicate(inputs)
	return en_mail_return_duplicate(inputs)
});