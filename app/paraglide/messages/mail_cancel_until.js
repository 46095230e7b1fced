/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, until: NonNullable<unknown> }} Mail_Cancel_UntilInputs */

const en_mail_cancel_until = /** @type {(inputs: Mail_Cancel_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan will be cancelled after ${i?.until}. The work and your plan go on until then, with the 30-day notice of our terms.`)
};

const si_mail_cancel_until = /** @type {(inputs: Mail_Cancel_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම ${i?.until} ට පසු අවලංගු වේ. අපගේ නියමයන්හි දින 30ක දැනුම්දීම අනුව, එදින දක්වා වැඩ සහ ඔබේ සැලසුම පවතී.`)
};

const ta_mail_cancel_until = /** @type {(inputs: Mail_Cancel_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டம் ${i?.until} க்குப் பிறகு ரத்து செய்யப்படும். எங்கள் விதிமுறைகளின் 30 நாள் அறிவிப்பின்படி, அதுவரை பணியும் உங்கள் திட்டமும் தொடரும்.`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan will be cancelled after {until}. The work and your plan go on until then, with the 30-day notice of our terms." |
*
* @param {Mail_Cancel_UntilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_until = /** @type {((inputs: Mail_Cancel_UntilInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancel_UntilInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancel_until(inputs)
	if (locale === "ta") return ta_mail_cancel_until(inputs)
	return en_mail_cancel_until(inputs)
});