/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Period_CoveredInputs */

const en_pdf_period_covered = /** @type {(inputs: Pdf_Period_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period covered`)
};

const si_pdf_period_covered = /** @type {(inputs: Pdf_Period_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආවරණය වන කාලය`)
};

const ta_pdf_period_covered = /** @type {(inputs: Pdf_Period_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடங்கும் காலம்`)
};

/**
* | output |
* | --- |
* | "Period covered" |
*
* @param {Pdf_Period_CoveredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_period_covered = /** @type {((inputs?: Pdf_Period_CoveredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Period_CoveredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_period_covered(inputs)
	if (locale === "ta") return ta_pdf_period_covered(inputs)
	return en_pdf_period_covered(inputs)
});