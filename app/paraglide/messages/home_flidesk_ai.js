/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_AiInputs */

const en_home_flidesk_ai = /** @type {(inputs: Home_Flidesk_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI-powered insights`)
};

const si_home_flidesk_ai = /** @type {(inputs: Home_Flidesk_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI මඟින් ලැබෙන තීක්ෂ්ණ අවබෝධය`)
};

const ta_home_flidesk_ai = /** @type {(inputs: Home_Flidesk_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI வழங்கும் நுண்ணறிவுகள்`)
};

/**
* | output |
* | --- |
* | "AI-powered insights" |
*
* @param {Home_Flidesk_AiInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_ai = /** @type {((inputs?: Home_Flidesk_AiInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_AiInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_ai(inputs)
	if (locale === "ta") return ta_home_flidesk_ai(inputs)
	return en_home_flidesk_ai(inputs)
});