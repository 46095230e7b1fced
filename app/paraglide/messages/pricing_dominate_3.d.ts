/**
* | output |
* | --- |
* | "8 SEO articles per month" |
*
* @param {Pricing_Dominate_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_3: ((inputs?: Pricing_Dominate_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Dominate_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Dominate_3Inputs = {};
