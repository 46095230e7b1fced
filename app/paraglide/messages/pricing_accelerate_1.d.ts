/**
* | output |
* | --- |
* | "Up to 50 target keywords" |
*
* @param {Pricing_Accelerate_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_1: ((inputs?: Pricing_Accelerate_1Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Accelerate_1Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Accelerate_1Inputs = {};
