/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Home_Services_More_AboutInputs */

const en_home_services_more_about = /** @type {(inputs: Home_Services_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` about ${i?.service}`)
};

const si_home_services_more_about = /** @type {(inputs: Home_Services_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.service}`)
};

const ta_home_services_more_about = /** @type {(inputs: Home_Services_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.service}`)
};

/**
* | output |
* | --- |
* | "about {service}" |
*
* @param {Home_Services_More_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_services_more_about = /** @type {((inputs: Home_Services_More_AboutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_More_AboutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_services_more_about(inputs)
	if (locale === "ta") return ta_home_services_more_about(inputs)
	return en_home_services_more_about(inputs)
});