/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Paid_OnInputs */

const en_pdf_paid_on = /** @type {(inputs: Pdf_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid on`)
};

const si_pdf_paid_on = /** @type {(inputs: Pdf_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවූ දිනය`)
};

const ta_pdf_paid_on = /** @type {(inputs: Pdf_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செலுத்திய நாள்`)
};

/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Pdf_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_paid_on = /** @type {((inputs?: Pdf_Paid_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Paid_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_paid_on(inputs)
	if (locale === "ta") return ta_pdf_paid_on(inputs)
	return en_pdf_paid_on(inputs)
});