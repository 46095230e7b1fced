/**
* | output |
* | --- |
* | "Custom pricing" |
*
* @param {Pricing_Custom_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_custom_pricing: ((inputs?: Pricing_Custom_PricingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Custom_PricingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Custom_PricingInputs = {};
