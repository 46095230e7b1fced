/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_CompanyInputs */

const en_nav_company = /** @type {(inputs: Nav_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const si_nav_company = /** @type {(inputs: Nav_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආයතනය`)
};

const ta_nav_company = /** @type {(inputs: Nav_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுவனம்`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Nav_CompanyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_company = /** @type {((inputs?: Nav_CompanyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CompanyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_company(inputs)
	if (locale === "ta") return ta_nav_company(inputs)
	return en_nav_company(inputs)
});