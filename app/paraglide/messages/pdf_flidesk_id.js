/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Flidesk_IdInputs */

const en_pdf_flidesk_id = /** @type {(inputs: Pdf_Flidesk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID`)
};

const si_pdf_flidesk_id = /** @type {(inputs: Pdf_Flidesk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය`)
};

const ta_pdf_flidesk_id = /** @type {(inputs: Pdf_Flidesk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண்`)
};

/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Pdf_Flidesk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_flidesk_id = /** @type {((inputs?: Pdf_Flidesk_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Flidesk_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_flidesk_id(inputs)
	if (locale === "ta") return ta_pdf_flidesk_id(inputs)
	return en_pdf_flidesk_id(inputs)
});