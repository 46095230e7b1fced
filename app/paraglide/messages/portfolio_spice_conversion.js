/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Spice_ConversionInputs */

const en_portfolio_spice_conversion = /** @type {(inputs: Portfolio_Spice_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+85% enquiry rate`)
};

const si_portfolio_spice_conversion = /** @type {(inputs: Portfolio_Spice_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම් අනුපාතය +85%`)
};

const ta_portfolio_spice_conversion = /** @type {(inputs: Portfolio_Spice_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணை விகிதம் +85%`)
};

/**
* | output |
* | --- |
* | "+85% enquiry rate" |
*
* @param {Portfolio_Spice_ConversionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_conversion = /** @type {((inputs?: Portfolio_Spice_ConversionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Spice_ConversionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_spice_conversion(inputs)
	if (locale === "ta") return ta_portfolio_spice_conversion(inputs)
	return en_portfolio_spice_conversion(inputs)
});