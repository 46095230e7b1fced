/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Our_TeamInputs */

const en_footer_our_team = /** @type {(inputs: Footer_Our_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Team`)
};

const si_footer_our_team = /** @type {(inputs: Footer_Our_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ කණ්ඩායම`)
};

const ta_footer_our_team = /** @type {(inputs: Footer_Our_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் குழு`)
};

/**
* | output |
* | --- |
* | "Our Team" |
*
* @param {Footer_Our_TeamInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_our_team = /** @type {((inputs?: Footer_Our_TeamInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Our_TeamInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_our_team(inputs)
	if (locale === "ta") return ta_footer_our_team(inputs)
	return en_footer_our_team(inputs)
});