/**
* | output |
* | --- |
* | "Back to checkout" |
*
* @param {Pricing_Back_To_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_back_to_checkout: ((inputs?: Pricing_Back_To_CheckoutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Back_To_CheckoutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Back_To_CheckoutInputs = {};
