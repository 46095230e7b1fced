/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, what: NonNullable<unknown>, orderId: NonNullable<unknown> }} Mail_Return_TermsInputs */

const en_mail_return_terms = /** @type {(inputs: Mail_Return_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} for ${i?.what} (order ${i?.orderId}) did not match the order: it was not taken on the plan's price and billing cycle. So we have not opened or changed anything with it, and we are refunding it in full.`)
};

const si_mail_return_terms = /** @type {(inputs: Mail_Return_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} සඳහා (ඇණවුම ${i?.orderId}) ඔබ කළ ${i?.amount} ගෙවීම ඇණවුමට නොගැළපුණි: එය සැලසුමේ මිලට සහ බිල්පත් චක්‍රයට අනුව අය කර නොතිබුණි. එබැවින් අපි එයින් කිසිවක් විවෘත කිරීම හෝ වෙනස් කිරීම නොකළ අතර, එය සම්පූර්ණයෙන්ම ඔබට ආපසු ගෙවන්නෙමු.`)
};

const ta_mail_return_terms = /** @type {(inputs: Mail_Return_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} க்காக (ஆர்டர் ${i?.orderId}) நீங்கள் செலுத்திய ${i?.amount} கட்டணம் ஆர்டருடன் பொருந்தவில்லை: அது திட்டத்தின் விலை மற்றும் கட்டணச் சுழற்சியின்படி வசூலிக்கப்படவில்லை. எனவே அதனால் நாங்கள் எதையும் திறக்கவோ மாற்றவோ இல்லை; அதை முழுமையாக உங்களுக்குத் திருப்பி அளிக்கிறோம்.`)
};

/**
* | output |
* | --- |
* | "Your payment of {amount} for {what} (order {orderId}) did not match the order: it was not taken on the plan's price and billing cycle. So we have not opened ..." |
*
* @param {Mail_Return_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_terms = /** @type {((inputs: Mail_Return_TermsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_TermsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_terms(inputs)
	if (locale === "ta") return ta_mail_return_terms(inputs)
	return en_mail_return_terms(inputs)
});