/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_RolesInputs */

const en_flidesk_roles = /** @type {(inputs: Flidesk_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard for every role`)
};

const si_flidesk_roles = /** @type {(inputs: Flidesk_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම භූමිකාවකටම පුවරුවක්`)
};

const ta_flidesk_roles = /** @type {(inputs: Flidesk_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு பொறுப்புக்கும் டாஷ்போர்டு`)
};

/**
* | output |
* | --- |
* | "Dashboard for every role" |
*
* @param {Flidesk_RolesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_roles = /** @type {((inputs?: Flidesk_RolesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_RolesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_roles(inputs)
	if (locale === "ta") return ta_flidesk_roles(inputs)
	return en_flidesk_roles(inputs)
});