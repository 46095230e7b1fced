/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_DateInputs */

const en_pdf_date = /** @type {(inputs: Pdf_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const si_pdf_date = /** @type {(inputs: Pdf_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනය`)
};

const ta_pdf_date = /** @type {(inputs: Pdf_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேதி`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Pdf_DateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_date = /** @type {((inputs?: Pdf_DateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_date(inputs)
	if (locale === "ta") return ta_pdf_date(inputs)
	return en_pdf_date(inputs)
});