/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, lastDay: NonNullable<unknown>, nextCharge: NonNullable<unknown> }} Mail_Receipt_CoversInputs */

const en_mail_receipt_covers = /** @type {(inputs: Mail_Receipt_CoversInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It pays for ${i?.start} to ${i?.lastDay}; your next charge is on ${i?.nextCharge}, unless the plan is cancelled or changed before then.`)
};

const si_mail_receipt_covers = /** @type {(inputs: Mail_Receipt_CoversInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙය ${i?.start} සිට ${i?.lastDay} දක්වා කාලය සඳහා ය; සැලැස්ම ඊට පෙර අවලංගු කළහොත් හෝ වෙනස් කළහොත් මිස, ඔබේ ඊළඟ ගෙවීම ${i?.nextCharge} දින අය කෙරේ.`)
};

const ta_mail_receipt_covers = /** @type {(inputs: Mail_Receipt_CoversInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இது ${i?.start} முதல் ${i?.lastDay} வரையிலான காலத்திற்கானது; அதற்கு முன் திட்டம் ரத்து செய்யப்படாவிட்டால் அல்லது மாற்றப்படாவிட்டால், உங்கள் அடுத்த கட்டணம் ${i?.nextCharge} அன்று வசூலிக்கப்படும்.`)
};

/**
* | output |
* | --- |
* | "It pays for {start} to {lastDay}; your next charge is on {nextCharge}, unless the plan is cancelled or changed before then." |
*
* @param {Mail_Receipt_CoversInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_covers = /** @type {((inputs: Mail_Receipt_CoversInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_CoversInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_receipt_covers(inputs)
	if (locale === "ta") return ta_mail_receipt_covers(inputs)
	return en_mail_receipt_covers(inputs)
});