/**
* | output |
* | --- |
* | "Bi-weekly ranking reports" |
*
* @param {Pricing_Accelerate_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_6: ((inputs?: Pricing_Accelerate_6Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Accelerate_6Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Accelerate_6Inputs = {};
