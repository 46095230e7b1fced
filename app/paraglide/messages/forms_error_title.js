/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forms_Error_TitleInputs */

const en_forms_error_title = /** @type {(inputs: Forms_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const si_forms_error_title = /** @type {(inputs: Forms_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දෝෂයකි`)
};

const ta_forms_error_title = /** @type {(inputs: Forms_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிழை`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Forms_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_error_title = /** @type {((inputs?: Forms_Error_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_Error_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_error_title(inputs)
	if (locale === "ta") return ta_forms_error_title(inputs)
	return en_forms_error_title(inputs)
});