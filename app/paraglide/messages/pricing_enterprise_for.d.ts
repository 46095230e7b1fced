/**
* | output |
* | --- |
* | "For large brands and multi-location businesses" |
*
* @param {Pricing_Enterprise_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_for: ((inputs?: Pricing_Enterprise_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Enterprise_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Enterprise_ForInputs = {};
