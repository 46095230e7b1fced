/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_FlexibleInputs */

const en_careers_flexible = /** @type {(inputs: Careers_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible hours`)
};

const si_careers_flexible = /** @type {(inputs: Careers_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නම්‍යශීලී වේලාවන්`)
};

const ta_careers_flexible = /** @type {(inputs: Careers_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நெகிழ்வான நேரம்`)
};

/**
* | output |
* | --- |
* | "Flexible hours" |
*
* @param {Careers_FlexibleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_flexible = /** @type {((inputs?: Careers_FlexibleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_FlexibleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_flexible(inputs)
	if (locale === "ta") return ta_careers_flexible(inputs)
	return en_careers_flexible(inputs)
});