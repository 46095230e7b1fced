/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Get_With_PlanInputs */

const en_flidesk_get_with_plan = /** @type {(inputs: Flidesk_Get_With_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Fli DESK with a plan`)
};

const si_flidesk_get_with_plan = /** @type {(inputs: Flidesk_Get_With_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුමක් සමඟ Fli DESK ලබාගන්න`)
};

const ta_flidesk_get_with_plan = /** @type {(inputs: Flidesk_Get_With_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு திட்டத்துடன் Fli DESK-ஐப் பெறுங்கள்`)
};

/**
* | output |
* | --- |
* | "Get Fli DESK with a plan" |
*
* @param {Flidesk_Get_With_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_get_with_plan = /** @type {((inputs?: Flidesk_Get_With_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Get_With_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_get_with_plan(inputs)
	if (locale === "ta") return ta_flidesk_get_with_plan(inputs)
	return en_flidesk_get_with_plan(inputs)
});