/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_TitleInputs */

const en_careers_web_title = /** @type {(inputs: Careers_Web_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelance Web Developer`)
};

const si_careers_web_title = /** @type {(inputs: Careers_Web_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් වෙබ් සංවර්ධක`)
};

const ta_careers_web_title = /** @type {(inputs: Careers_Web_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்ஸ் இணைய டெவலப்பர்`)
};

/**
* | output |
* | --- |
* | "Freelance Web Developer" |
*
* @param {Careers_Web_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_title = /** @type {((inputs?: Careers_Web_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_title(inputs)
	if (locale === "ta") return ta_careers_web_title(inputs)
	return en_careers_web_title(inputs)
});