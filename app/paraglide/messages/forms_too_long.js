/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Forms_Too_LongInputs */

const en_forms_too_long = /** @type {(inputs: Forms_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at most ${i?.max} characters`)
};

const si_forms_too_long = /** @type {(inputs: Forms_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} අකුරු ${i?.max}කට වඩා දිගු නොවිය යුතුය`)
};

const ta_forms_too_long = /** @type {(inputs: Forms_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} அதிகபட்சம் ${i?.max} எழுத்துகள் மட்டுமே இருக்கலாம்`)
};

/**
* | output |
* | --- |
* | "{field} must be at most {max} characters" |
*
* @param {Forms_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_too_long = /** @type {((inputs: Forms_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_too_long(inputs)
	if (locale === "ta") return ta_forms_too_long(inputs)
	return en_forms_too_long(inputs)
});