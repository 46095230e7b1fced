/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Pricing_Failure_ReasonInputs */

const en_pricing_failure_reason = /** @type {(inputs: Pricing_Failure_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason given by the payment gateway: ${i?.reason}`)
};

const si_pricing_failure_reason = /** @type {(inputs: Pricing_Failure_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම් ද්වාරය දැක්වූ හේතුව: ${i?.reason}`)
};

const ta_pricing_failure_reason = /** @type {(inputs: Pricing_Failure_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டண நுழைவாயில் கூறிய காரணம்: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason given by the payment gateway: {reason}" |
*
* @param {Pricing_Failure_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_failure_reason = /** @type {((inputs: Pricing_Failure_ReasonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Failure_ReasonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_failure_reason(inputs)
	if (locale === "ta") return ta_pricing_failure_reason(inputs)
	return en_pricing_failure_reason(inputs)
});