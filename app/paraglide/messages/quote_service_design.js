/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Service_DesignInputs */

const en_quote_service_design = /** @type {(inputs: Quote_Service_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand Identity Design`)
};

const si_quote_service_design = /** @type {(inputs: Quote_Service_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම අනන්‍යතා නිර්මාණය`)
};

const ta_quote_service_design = /** @type {(inputs: Quote_Service_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் அடையாள வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Brand Identity Design" |
*
* @param {Quote_Service_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_service_design = /** @type {((inputs?: Quote_Service_DesignInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Service_DesignInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_service_design(inputs)
	if (locale === "ta") return ta_quote_service_design(inputs)
	return en_quote_service_design(inputs)
});