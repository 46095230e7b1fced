/**
* | output |
* | --- |
* | "Reels and short-form video" |
*
* @param {Pricing_Growth_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_5: ((inputs?: Pricing_Growth_5Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Growth_5Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Growth_5Inputs = {};
