/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_AiInputs */

const en_flidesk_ai = /** @type {(inputs: Flidesk_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI insights`)
};

const si_flidesk_ai = /** @type {(inputs: Flidesk_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI අවබෝධය`)
};

const ta_flidesk_ai = /** @type {(inputs: Flidesk_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI நுண்ணறிவுகள்`)
};

/**
* | output |
* | --- |
* | "AI insights" |
*
* @param {Flidesk_AiInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_ai = /** @type {((inputs?: Flidesk_AiInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_AiInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_ai(inputs)
	if (locale === "ta") return ta_flidesk_ai(inputs)
	return en_flidesk_ai(inputs)
});