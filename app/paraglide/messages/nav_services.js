/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ServicesInputs */

const en_nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

const si_nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවා`)
};

const ta_nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேவைகள்`)
};

/**
* | output |
* | --- |
* | "Services" |
*
* @param {Nav_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_services = /** @type {((inputs?: Nav_ServicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ServicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_services(inputs)
	if (locale === "ta") return ta_nav_services(inputs)
	return en_nav_services(inputs)
});