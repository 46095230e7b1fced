/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Codes_OldInputs */

const en_mail_codes_old = /** @type {(inputs: Mail_Codes_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old codes no longer work.`)
};

const si_mail_codes_old = /** @type {(inputs: Mail_Codes_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැරණි කේත තවදුරටත් ක්‍රියා නොකරයි.`)
};

const ta_mail_codes_old = /** @type {(inputs: Mail_Codes_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பழைய குறியீடுகள் இனி செயல்படாது.`)
};

/**
* | output |
* | --- |
* | "The old codes no longer work." |
*
* @param {Mail_Codes_OldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_codes_old = /** @type {((inputs?: Mail_Codes_OldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Codes_OldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_codes_old(inputs)
	if (locale === "ta") return ta_mail_codes_old(inputs)
	return en_mail_codes_old(inputs)
});