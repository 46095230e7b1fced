/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_English_OnlyInputs */

const en_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This policy is published in English only, and the English text is the one that applies.`)
};

const si_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ප්‍රතිපත්තිය ප්‍රකාශ කර ඇත්තේ ඉංග්‍රීසියෙන් පමණි; අදාළ වන්නේ ඉංග්‍රීසි පාඨයයි.`)
};

const ta_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கொள்கை ஆங்கிலத்தில் மட்டுமே வெளியிடப்பட்டுள்ளது; ஆங்கில உரையே செல்லுபடியாகும்.`)
};

/**
* | output |
* | --- |
* | "This policy is published in English only, and the English text is the one that applies." |
*
* @param {Legal_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const legal_english_only = /** @type {((inputs?: Legal_English_OnlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_English_OnlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_legal_english_only(inputs)
	if (locale === "ta") return ta_legal_english_only(inputs)
	return en_legal_english_only(inputs)
});