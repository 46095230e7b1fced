/**
* | output |
* | --- |
* | "Unlimited target keywords" |
*
* @param {Pricing_Dominate_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_1: ((inputs?: Pricing_Dominate_1Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Dominate_1Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Dominate_1Inputs = {};
