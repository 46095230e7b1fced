/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forms_MessageInputs */

const en_forms_message = /** @type {(inputs: Forms_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const si_forms_message = /** @type {(inputs: Forms_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පණිවිඩය`)
};

const ta_forms_message = /** @type {(inputs: Forms_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செய்தி`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Forms_MessageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_message = /** @type {((inputs?: Forms_MessageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_MessageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_message(inputs)
	if (locale === "ta") return ta_forms_message(inputs)
	return en_forms_message(inputs)
});