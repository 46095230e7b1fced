/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Digital_MarketingInputs */

const en_nav_digital_marketing = /** @type {(inputs: Nav_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

const si_nav_digital_marketing = /** @type {(inputs: Nav_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඩිජිටල් අලෙවිකරණය`)
};

const ta_nav_digital_marketing = /** @type {(inputs: Nav_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டிஜிட்டல் சந்தைப்படுத்தல்`)
};

/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Nav_Digital_MarketingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_digital_marketing = /** @type {((inputs?: Nav_Digital_MarketingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Digital_MarketingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_digital_marketing(inputs)
	if (locale === "ta") return ta_nav_digital_marketing(inputs)
	return en_nav_digital_marketing(inputs)
});