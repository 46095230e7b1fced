/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partners_EyebrowInputs */

const en_home_partners_eyebrow = /** @type {(inputs: Home_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our partners`)
};

const si_home_partners_eyebrow = /** @type {(inputs: Home_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ හවුල්කරුවන්`)
};

const ta_home_partners_eyebrow = /** @type {(inputs: Home_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் கூட்டாளர்கள்`)
};

/**
* | output |
* | --- |
* | "Our partners" |
*
* @param {Home_Partners_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_partners_eyebrow = /** @type {((inputs?: Home_Partners_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partners_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_partners_eyebrow(inputs)
	if (locale === "ta") return ta_home_partners_eyebrow(inputs)
	return en_home_partners_eyebrow(inputs)
});