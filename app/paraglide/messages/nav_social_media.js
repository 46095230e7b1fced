/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Social_MediaInputs */

const en_nav_social_media = /** @type {(inputs: Nav_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Media`)
};

const si_nav_social_media = /** @type {(inputs: Nav_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය`)
};

const ta_nav_social_media = /** @type {(inputs: Nav_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகம்`)
};

/**
* | output |
* | --- |
* | "Social Media" |
*
* @param {Nav_Social_MediaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_social_media = /** @type {((inputs?: Nav_Social_MediaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Social_MediaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_social_media(inputs)
	if (locale === "ta") return ta_nav_social_media(inputs)
	return en_nav_social_media(inputs)
});