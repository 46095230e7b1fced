/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ lkr: NonNullable<unknown>, charged: NonNullable<unknown> }} Pdf_Charged_AsInputs */

const en_pdf_charged_as = /** @type {(inputs: Pdf_Charged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.lkr} (charged as ${i?.charged})`)
};

const si_pdf_charged_as = /** @type {(inputs: Pdf_Charged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.lkr} (${i?.charged} ලෙස අය කෙරිණි)`)
};

const ta_pdf_charged_as = /** @type {(inputs: Pdf_Charged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.lkr} (${i?.charged} ஆக அறவிடப்பட்டது)`)
};

/**
* | output |
* | --- |
* | "{lkr} (charged as {charged})" |
*
* @param {Pdf_Charged_AsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_charged_as = /** @type {((inputs: Pdf_Charged_AsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Charged_AsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_charged_as(inputs)
	if (locale === "ta") return ta_pdf_charged_as(inputs)
	return en_pdf_charged_as(inputs)
});