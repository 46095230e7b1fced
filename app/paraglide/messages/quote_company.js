/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_CompanyInputs */

const en_quote_company = /** @type {(inputs: Quote_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const si_quote_company = /** @type {(inputs: Quote_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආයතනය`)
};

const ta_quote_company = /** @type {(inputs: Quote_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுவனம்`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Quote_CompanyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_company = /** @type {((inputs?: Quote_CompanyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_CompanyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_company(inputs)
	if (locale === "ta") return ta_quote_company(inputs)
	return en_quote_company(inputs)
});