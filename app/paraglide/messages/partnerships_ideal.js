/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_IdealInputs */

const en_partnerships_ideal = /** @type {(inputs: Partnerships_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ideal Partners`)
};

const si_partnerships_ideal = /** @type {(inputs: Partnerships_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප සොයන හවුල්කරුවන්`)
};

const ta_partnerships_ideal = /** @type {(inputs: Partnerships_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களுக்கு ஏற்ற கூட்டாளர்கள்`)
};

/**
* | output |
* | --- |
* | "Ideal Partners" |
*
* @param {Partnerships_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_ideal = /** @type {((inputs?: Partnerships_IdealInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_IdealInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_ideal(inputs)
	if (locale === "ta") return ta_partnerships_ideal(inputs)
	return en_partnerships_ideal(inputs)
});