/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_TitleInputs */

const en_support_title = /** @type {(inputs: Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Can We Help?`)
};

const si_support_title = /** @type {(inputs: Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපට ඔබට උදව් කළ හැක්කේ කෙසේද?`)
};

const ta_support_title = /** @type {(inputs: Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாங்கள் எப்படி உதவலாம்?`)
};

/**
* | output |
* | --- |
* | "How Can We Help?" |
*
* @param {Support_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_title = /** @type {((inputs?: Support_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_title(inputs)
	if (locale === "ta") return ta_support_title(inputs)
	return en_support_title(inputs)
});