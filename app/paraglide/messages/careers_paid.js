/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_PaidInputs */

const en_careers_paid = /** @type {(inputs: Careers_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid on time`)
};

const si_careers_paid = /** @type {(inputs: Careers_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත වේලාවට ගෙවීම`)
};

const ta_careers_paid = /** @type {(inputs: Careers_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரியான நேரத்தில் கட்டணம்`)
};

/**
* | output |
* | --- |
* | "Paid on time" |
*
* @param {Careers_PaidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_paid = /** @type {((inputs?: Careers_PaidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_PaidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_paid(inputs)
	if (locale === "ta") return ta_careers_paid(inputs)
	return en_careers_paid(inputs)
});