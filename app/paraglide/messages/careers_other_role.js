/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Other_RoleInputs */

const en_careers_other_role = /** @type {(inputs: Careers_Other_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't see your role?`)
};

const si_careers_other_role = /** @type {(inputs: Careers_Other_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට ගැළපෙන තනතුර මෙහි නැද්ද?`)
};

const ta_careers_other_role = /** @type {(inputs: Careers_Other_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கான பணி இங்கே இல்லையா?`)
};

/**
* | output |
* | --- |
* | "Don't see your role?" |
*
* @param {Careers_Other_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_other_role = /** @type {((inputs?: Careers_Other_RoleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Other_RoleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_other_role(inputs)
	if (locale === "ta") return ta_careers_other_role(inputs)
	return en_careers_other_role(inputs)
});