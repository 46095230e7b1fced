/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, until: NonNullable<unknown>, months: NonNullable<unknown> }} Mail_Cancel_Until_BundleInputs */

const en_mail_cancel_until_bundle = /** @type {(inputs: Mail_Cancel_Until_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan will be cancelled after ${i?.until}. The work and your plan go on until then, the end of the bundle's ${i?.months}-month commitment or the 30-day notice of our terms, whichever is later.`)
};

const si_mail_cancel_until_bundle = /** @type {(inputs: Mail_Cancel_Until_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම ${i?.until} ට පසු අවලංගු වේ. පැකේජයේ මාස ${i?.months}ක බැඳීම අවසන් වන දිනය හෝ අපගේ නියමයන්හි දින 30ක දැනුම්දීම, යන දෙකෙන් පසුව එන දිනය දක්වා වැඩ සහ ඔබේ සැලසුම පවතී.`)
};

const ta_mail_cancel_until_bundle = /** @type {(inputs: Mail_Cancel_Until_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டம் ${i?.until} க்குப் பிறகு ரத்து செய்யப்படும். தொகுப்பின் ${i?.months} மாத ஒப்பந்தத்தின் முடிவு அல்லது எங்கள் விதிமுறைகளின் 30 நாள் அறிவிப்பு, இவற்றில் எது பின்னரோ அதுவரை பணியும் உங்கள் திட்டமும் தொடரும்.`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan will be cancelled after {until}. The work and your plan go on until then, the end of the bundle's {months}-month commitment or the 30-day no..." |
*
* @param {Mail_Cancel_Until_BundleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_until_bundle = /** @type {((inputs: Mail_Cancel_Until_BundleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancel_Until_BundleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancel_until_bundle(inputs)
	if (locale === "ta") return ta_mail_cancel_until_bundle(inputs)
	return en_mail_cancel_until_bundle(inputs)
});