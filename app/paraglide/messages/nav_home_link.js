/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Nav_Home_LinkInputs */

const en_nav_home_link = /** @type {(inputs: Nav_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} home`)
};

const si_nav_home_link = /** @type {(inputs: Nav_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} මුල් පිටුව`)
};

const ta_nav_home_link = /** @type {(inputs: Nav_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} முகப்பு`)
};

/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Nav_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_home_link = /** @type {((inputs: Nav_Home_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Home_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_home_link(inputs)
	if (locale === "ta") return ta_nav_home_link(inputs)
	return en_nav_home_link(inputs)
});