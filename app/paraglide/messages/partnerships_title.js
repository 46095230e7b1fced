/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_TitleInputs */

const en_partnerships_title = /** @type {(inputs: Partnerships_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grow Together With Fli Digital`)
};

const si_partnerships_title = /** @type {(inputs: Partnerships_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital සමඟ එක්ව වර්ධනය වන්න`)
};

const ta_partnerships_title = /** @type {(inputs: Partnerships_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital உடன் இணைந்து வளருங்கள்`)
};

/**
* | output |
* | --- |
* | "Grow Together With Fli Digital" |
*
* @param {Partnerships_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_title = /** @type {((inputs?: Partnerships_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_title(inputs)
	if (locale === "ta") return ta_partnerships_title(inputs)
	return en_partnerships_title(inputs)
});