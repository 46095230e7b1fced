/**
* | output |
* | --- |
* | "Ad campaign management (ad budget up to LKR 50k)" |
*
* @param {Pricing_Growth_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_3: ((inputs?: Pricing_Growth_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Growth_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Growth_3Inputs = {};
