/**
* | output |
* | --- |
* | "Ad campaign management (ad budget up to LKR 100k)" |
*
* @param {Pricing_Scale_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_3: ((inputs?: Pricing_Scale_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scale_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Scale_3Inputs = {};
