/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Locality_ColomboInputs */

const en_pdf_locality_colombo = /** @type {(inputs: Pdf_Locality_ColomboInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombo`)
};

const si_pdf_locality_colombo = /** @type {(inputs: Pdf_Locality_ColomboInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කොළඹ`)
};

const ta_pdf_locality_colombo = /** @type {(inputs: Pdf_Locality_ColomboInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கொழும்பு`)
};

/**
* | output |
* | --- |
* | "Colombo" |
*
* @param {Pdf_Locality_ColomboInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_locality_colombo = /** @type {((inputs?: Pdf_Locality_ColomboInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Locality_ColomboInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_locality_colombo(inputs)
	if (locale === "ta") return ta_pdf_locality_colombo(inputs)
	return en_pdf_locality_colombo(inputs)
});