/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Payhere_IdInputs */

const en_pdf_payhere_id = /** @type {(inputs: Pdf_Payhere_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere payment ID`)
};

const si_pdf_payhere_id = /** @type {(inputs: Pdf_Payhere_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere ගෙවීම් හැඳුනුම් අංකය`)
};

const ta_pdf_payhere_id = /** @type {(inputs: Pdf_Payhere_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere கட்டண அடையாள எண்`)
};

/**
* | output |
* | --- |
* | "PayHere payment ID" |
*
* @param {Pdf_Payhere_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_payhere_id = /** @type {((inputs?: Pdf_Payhere_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Payhere_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_payhere_id(inputs)
	if (locale === "ta") return ta_pdf_payhere_id(inputs)
	return en_pdf_payhere_id(inputs)
});