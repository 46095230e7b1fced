/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_BusinessInputs */

const en_pdf_business = /** @type {(inputs: Pdf_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business`)
};

const si_pdf_business = /** @type {(inputs: Pdf_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරය`)
};

const ta_pdf_business = /** @type {(inputs: Pdf_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகம்`)
};

/**
* | output |
* | --- |
* | "Business" |
*
* @param {Pdf_BusinessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_business = /** @type {((inputs?: Pdf_BusinessInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_BusinessInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_business(inputs)
	if (locale === "ta") return ta_pdf_business(inputs)
	return en_pdf_business(inputs)
});