/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_EmailInputs */

const en_pdf_email = /** @type {(inputs: Pdf_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const si_pdf_email = /** @type {(inputs: Pdf_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල්`)
};

const ta_pdf_email = /** @type {(inputs: Pdf_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Pdf_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_email = /** @type {((inputs?: Pdf_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_email(inputs)
	if (locale === "ta") return ta_pdf_email(inputs)
	return en_pdf_email(inputs)
});