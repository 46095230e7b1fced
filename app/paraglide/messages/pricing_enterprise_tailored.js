/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Pricing_Enterprise_TailoredInputs */

const en_pricing_enterprise_tailored = /** @type {(inputs: Pricing_Enterprise_TailoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tailored ${i?.service} strategy`)
};

const si_pricing_enterprise_tailored = /** @type {(inputs: Pricing_Enterprise_TailoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබට ගැළපෙන ${i?.service} උපාය මාර්ගයක්`)
};

const ta_pricing_enterprise_tailored = /** @type {(inputs: Pricing_Enterprise_TailoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்களுக்கேற்ற ${i?.service} உத்தி`)
};

/**
* | output |
* | --- |
* | "Tailored {service} strategy" |
*
* @param {Pricing_Enterprise_TailoredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_tailored = /** @type {((inputs: Pricing_Enterprise_TailoredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Enterprise_TailoredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_enterprise_tailored(inputs)
	if (locale === "ta") return ta_pricing_enterprise_tailored(inputs)
	return en_pricing_enterprise_tailored(inputs)
});