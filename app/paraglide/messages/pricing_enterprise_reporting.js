/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Enterprise_ReportingInputs */

const en_pricing_enterprise_reporting = /** @type {(inputs: Pricing_Enterprise_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom reporting and SLAs`)
};

const si_pricing_enterprise_reporting = /** @type {(inputs: Pricing_Enterprise_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට ගැළපෙන වාර්තා සහ සේවා මට්ටම් ගිවිසුම්`)
};

const ta_pricing_enterprise_reporting = /** @type {(inputs: Pricing_Enterprise_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனிப்பயன் அறிக்கைகள் மற்றும் சேவை நிலை ஒப்பந்தங்கள்`)
};

/**
* | output |
* | --- |
* | "Custom reporting and SLAs" |
*
* @param {Pricing_Enterprise_ReportingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_reporting = /** @type {((inputs?: Pricing_Enterprise_ReportingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Enterprise_ReportingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_enterprise_reporting(inputs)
	if (locale === "ta") return ta_pricing_enterprise_reporting(inputs)
	return en_pricing_enterprise_reporting(inputs)
});