/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_PrivacyInputs */

const en_footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const si_footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෞද්ගලිකත්ව ප්‍රතිපත්තිය`)
};

const ta_footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனியுரிமைக் கொள்கை`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_privacy = /** @type {((inputs?: Footer_PrivacyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_PrivacyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_privacy(inputs)
	if (locale === "ta") return ta_footer_privacy(inputs)
	return en_footer_privacy(inputs)
});