/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Services_Get_Started_WithInputs */

const en_services_get_started_with = /** @type {(inputs: Services_Get_Started_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` with ${i?.service}`)
};

const si_services_get_started_with = /** @type {(inputs: Services_Get_Started_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.service}`)
};

const ta_services_get_started_with = /** @type {(inputs: Services_Get_Started_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.service}`)
};

/**
* | output |
* | --- |
* | "with {service}" |
*
* @param {Services_Get_Started_WithInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_get_started_with = /** @type {((inputs: Services_Get_Started_WithInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Get_Started_WithInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_services_get_started_with(inputs)
	if (locale === "ta") return ta_services_get_started_with(inputs)
	return en_services_get_started_with(inputs)
});