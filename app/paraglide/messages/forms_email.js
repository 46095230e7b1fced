/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forms_EmailInputs */

const en_forms_email = /** @type {(inputs: Forms_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const si_forms_email = /** @type {(inputs: Forms_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල්`)
};

const ta_forms_email = /** @type {(inputs: Forms_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Forms_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_email = /** @type {((inputs?: Forms_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_email(inputs)
	if (locale === "ta") return ta_forms_email(inputs)
	return en_forms_email(inputs)
});