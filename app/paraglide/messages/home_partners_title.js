/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partners_TitleInputs */

const en_home_partners_title = /** @type {(inputs: Home_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted by`)
};

const si_home_partners_title = /** @type {(inputs: Home_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප කෙරෙහි විශ්වාසය තබන්නෝ`)
};

const ta_home_partners_title = /** @type {(inputs: Home_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களை நம்புபவர்கள்`)
};

/**
* | output |
* | --- |
* | "Trusted by" |
*
* @param {Home_Partners_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_partners_title = /** @type {((inputs?: Home_Partners_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partners_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_partners_title(inputs)
	if (locale === "ta") return ta_home_partners_title(inputs)
	return en_home_partners_title(inputs)
});