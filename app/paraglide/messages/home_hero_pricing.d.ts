/**
* | output |
* | --- |
* | "See Plans & Pricing" |
*
* @param {Home_Hero_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_hero_pricing: ((inputs?: Home_Hero_PricingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_PricingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_PricingInputs = {};
