/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Cancel_UndoInputs */

const en_mail_cancel_undo = /** @type {(inputs: Mail_Cancel_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind? Undo the cancellation from your Billing tab any time before that day.`)
};

const si_mail_cancel_undo = /** @type {(inputs: Mail_Cancel_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස වෙනස් වුණාද? එදිනට පෙර ඕනෑම වේලාවක ඔබේ බිල්පත් සහ ගෙවීම් ටැබයෙන් අවලංගු කිරීම ආපසු හරවන්න.`)
};

const ta_mail_cancel_undo = /** @type {(inputs: Mail_Cancel_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மனம் மாறிவிட்டதா? அந்த நாளுக்கு முன் எப்போது வேண்டுமானாலும் உங்கள் கட்டண விவரங்கள் பகுதியிலிருந்து ரத்தைத் திரும்பப் பெறலாம்.`)
};

/**
* | output |
* | --- |
* | "Changed your mind? Undo the cancellation from your Billing tab any time before that day." |
*
* @param {Mail_Cancel_UndoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_undo = /** @type {((inputs?: Mail_Cancel_UndoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancel_UndoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancel_undo(inputs)
	if (locale === "ta") return ta_mail_cancel_undo(inputs)
	return en_mail_cancel_undo(inputs)
});