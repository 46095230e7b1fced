/**
* | output |
* | --- |
* | "Brands that want to own their category" |
*
* @param {Pricing_Dominate_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_ideal: ((inputs?: Pricing_Dominate_IdealInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Dominate_IdealInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Dominate_IdealInputs = {};
