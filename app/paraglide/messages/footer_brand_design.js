/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Brand_DesignInputs */

const en_footer_brand_design = /** @type {(inputs: Footer_Brand_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand Design`)
};

const si_footer_brand_design = /** @type {(inputs: Footer_Brand_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම නිර්මාණය`)
};

const ta_footer_brand_design = /** @type {(inputs: Footer_Brand_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Brand Design" |
*
* @param {Footer_Brand_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_brand_design = /** @type {((inputs?: Footer_Brand_DesignInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Brand_DesignInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_brand_design(inputs)
	if (locale === "ta") return ta_footer_brand_design(inputs)
	return en_footer_brand_design(inputs)
});