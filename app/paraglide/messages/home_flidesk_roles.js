/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_RolesInputs */

const en_home_flidesk_roles = /** @type {(inputs: Home_Flidesk_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-role management`)
};

const si_home_flidesk_roles = /** @type {(inputs: Home_Flidesk_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බහු භූමිකා කළමනාකරණය`)
};

const ta_home_flidesk_roles = /** @type {(inputs: Home_Flidesk_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பல பங்கு மேலாண்மை`)
};

/**
* | output |
* | --- |
* | "Multi-role management" |
*
* @param {Home_Flidesk_RolesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_roles = /** @type {((inputs?: Home_Flidesk_RolesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_RolesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_roles(inputs)
	if (locale === "ta") return ta_home_flidesk_roles(inputs)
	return en_home_flidesk_roles(inputs)
});