/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_TitleInputs */

const en_home_flidesk_title = /** @type {(inputs: Home_Flidesk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK: Your Projects, Live`)
};

const si_home_flidesk_title = /** @type {(inputs: Home_Flidesk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK: ඔබේ ව්‍යාපෘති, සජීවීව`)
};

const ta_home_flidesk_title = /** @type {(inputs: Home_Flidesk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK: உங்கள் திட்டங்கள், நேரலையில்`)
};

/**
* | output |
* | --- |
* | "Fli DESK: Your Projects, Live" |
*
* @param {Home_Flidesk_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_title = /** @type {((inputs?: Home_Flidesk_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_title(inputs)
	if (locale === "ta") return ta_home_flidesk_title(inputs)
	return en_home_flidesk_title(inputs)
});