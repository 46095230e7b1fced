/**
* | output |
* | --- |
* | "4 SEO articles per month" |
*
* @param {Pricing_Accelerate_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_3: ((inputs?: Pricing_Accelerate_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Accelerate_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Accelerate_3Inputs = {};
