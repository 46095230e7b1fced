/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Security_TextInputs */

const en_flidesk_security_text = /** @type {(inputs: Flidesk_Security_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every page and action checks who you are and what you may see.`)
};

const si_flidesk_security_text = /** @type {(inputs: Flidesk_Security_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම පිටුවක්ම සහ ක්‍රියාවක්ම ඔබ කවුද, ඔබට බැලිය හැක්කේ කුමක්ද යන්න පරීක්ෂා කරයි.`)
};

const ta_flidesk_security_text = /** @type {(inputs: Flidesk_Security_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு பக்கமும் செயலும் நீங்கள் யார், எதைப் பார்க்கலாம் என்பதைச் சரிபார்க்கிறது.`)
};

/**
* | output |
* | --- |
* | "Every page and action checks who you are and what you may see." |
*
* @param {Flidesk_Security_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_security_text = /** @type {((inputs?: Flidesk_Security_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Security_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_security_text(inputs)
	if (locale === "ta") return ta_flidesk_security_text(inputs)
	return en_flidesk_security_text(inputs)
});