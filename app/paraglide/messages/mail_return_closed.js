/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, what: NonNullable<unknown>, orderId: NonNullable<unknown> }} Mail_Return_ClosedInputs */

const en_mail_return_closed = /** @type {(inputs: Mail_Return_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} for ${i?.what} (order ${i?.orderId}) was for an order that had been replaced or given up, so we have not opened or changed anything with it, and we are refunding it in full.`)
};

const si_mail_return_closed = /** @type {(inputs: Mail_Return_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} සඳහා (ඇණවුම ${i?.orderId}) ඔබ කළ ${i?.amount} ගෙවීම ප්‍රතිස්ථාපනය කළ හෝ අත්හළ ඇණවුමක් සඳහා වූ බැවින්, අපි එයින් කිසිවක් විවෘත කිරීම හෝ වෙනස් කිරීම නොකළ අතර, එය සම්පූර්ණයෙන්ම ඔබට ආපසු ගෙවන්නෙමු.`)
};

const ta_mail_return_closed = /** @type {(inputs: Mail_Return_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} க்காக (ஆர்டர் ${i?.orderId}) நீங்கள் செலுத்திய ${i?.amount} கட்டணம் மாற்றப்பட்ட அல்லது கைவிடப்பட்ட ஆர்டருக்கானது, எனவே அதனால் நாங்கள் எதையும் திறக்கவோ மாற்றவோ இல்லை; அதை முழுமையாக உங்களுக்குத் திருப்பி அளிக்கிறோம்.`)
};

/**
* | output |
* | --- |
* | "Your payment of {amount} for {what} (order {orderId}) was for an order that had been replaced or given up, so we have not opened or changed anything with it,..." |
*
* @param {Mail_Return_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_closed = /** @type {((inputs: Mail_Return_ClosedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_ClosedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_closed(inputs)
	if (locale === "ta") return ta_mail_return_closed(inputs)
	return en_mail_return_closed(inputs)
});