/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Pdf_PeriodInputs */

const en_pdf_period = /** @type {(inputs: Pdf_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} to ${i?.end}`)
};

const si_pdf_period = /** @type {(inputs: Pdf_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} සිට ${i?.end} දක්වා`)
};

const ta_pdf_period = /** @type {(inputs: Pdf_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} முதல் ${i?.end} வரை`)
};

/**
* | output |
* | --- |
* | "{start} to {end}" |
*
* @param {Pdf_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_period = /** @type {((inputs: Pdf_PeriodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PeriodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_period(inputs)
	if (locale === "ta") return ta_pdf_period(inputs)
	return en_pdf_period(inputs)
});