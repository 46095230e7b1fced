/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Get_StartedInputs */

const en_services_get_started = /** @type {(inputs: Services_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Started`)
};

const si_services_get_started = /** @type {(inputs: Services_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරම්භ කරන්න`)
};

const ta_services_get_started = /** @type {(inputs: Services_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடங்குங்கள்`)
};

/**
* | output |
* | --- |
* | "Get Started" |
*
* @param {Services_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_get_started = /** @type {((inputs?: Services_Get_StartedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Get_StartedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_services_get_started(inputs)
	if (locale === "ta") return ta_services_get_started(inputs)
	return en_services_get_started(inputs)
});