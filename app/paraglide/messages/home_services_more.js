/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Services_MoreInputs */

const en_home_services_more = /** @type {(inputs: Home_Services_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn More`)
};

const si_home_services_more = /** @type {(inputs: Home_Services_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වැඩිදුර දැනගන්න`)
};

const ta_home_services_more = /** @type {(inputs: Home_Services_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலும் அறிக`)
};

/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Home_Services_MoreInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_services_more = /** @type {((inputs?: Home_Services_MoreInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_MoreInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_services_more(inputs)
	if (locale === "ta") return ta_home_services_more(inputs)
	return en_home_services_more(inputs)
});