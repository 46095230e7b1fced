/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Mail_Cancelled_DoneInputs */

const en_mail_cancelled_done = /** @type {(inputs: Mail_Cancelled_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan is cancelled, as you asked: nothing more will be charged for it.`)
};

const si_mail_cancelled_done = /** @type {(inputs: Mail_Cancelled_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබ ඉල්ලූ පරිදි ඔබේ ${i?.plan} සැලසුම අවලංගු කර ඇත: ඒ සඳහා තවදුරටත් කිසිවක් අය නොකෙරේ.`)
};

const ta_mail_cancelled_done = /** @type {(inputs: Mail_Cancelled_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நீங்கள் கேட்டபடி உங்கள் ${i?.plan} திட்டம் ரத்து செய்யப்பட்டது: இனி அதற்கு எதுவும் வசூலிக்கப்படாது.`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan is cancelled, as you asked: nothing more will be charged for it." |
*
* @param {Mail_Cancelled_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_done = /** @type {((inputs: Mail_Cancelled_DoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_DoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancelled_done(inputs)
	if (locale === "ta") return ta_mail_cancelled_done(inputs)
	return en_mail_cancelled_done(inputs)
});