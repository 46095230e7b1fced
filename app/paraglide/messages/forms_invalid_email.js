/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forms_Invalid_EmailInputs */

const en_forms_invalid_email = /** @type {(inputs: Forms_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const si_forms_invalid_email = /** @type {(inputs: Forms_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න`)
};

const ta_forms_invalid_email = /** @type {(inputs: Forms_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Forms_Invalid_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_invalid_email = /** @type {((inputs?: Forms_Invalid_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_Invalid_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_invalid_email(inputs)
	if (locale === "ta") return ta_forms_invalid_email(inputs)
	return en_forms_invalid_email(inputs)
});