/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_New_TabInputs */

const en_footer_new_tab = /** @type {(inputs: Footer_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

const si_footer_new_tab = /** @type {(inputs: Footer_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(නව ටැබයක විවෘත වේ)`)
};

const ta_footer_new_tab = /** @type {(inputs: Footer_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(புதிய தாவலில் திறக்கும்)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Footer_New_TabInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_new_tab = /** @type {((inputs?: Footer_New_TabInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_New_TabInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_new_tab(inputs)
	if (locale === "ta") return ta_footer_new_tab(inputs)
	return en_footer_new_tab(inputs)
});