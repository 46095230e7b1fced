/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fashion_AltInputs */

const en_portfolio_fashion_alt = /** @type {(inputs: Portfolio_Fashion_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media posts grid with engagement icons`)
};

const si_portfolio_fashion_alt = /** @type {(inputs: Portfolio_Fashion_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිචාර සංකේත සහිත සමාජ මාධ්‍ය පළ කිරීම් පෙළක්`)
};

const ta_portfolio_fashion_alt = /** @type {(inputs: Portfolio_Fashion_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஈடுபாட்டுக் குறியீடுகளுடன் சமூக ஊடகப் பதிவுகளின் கட்டம்`)
};

/**
* | output |
* | --- |
* | "Social media posts grid with engagement icons" |
*
* @param {Portfolio_Fashion_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_alt = /** @type {((inputs?: Portfolio_Fashion_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fashion_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fashion_alt(inputs)
	if (locale === "ta") return ta_portfolio_fashion_alt(inputs)
	return en_portfolio_fashion_alt(inputs)
});