/**
* | output |
* | --- |
* | "Weekly performance reports" |
*
* @param {Pricing_Scale_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_6: ((inputs?: Pricing_Scale_6Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scale_6Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Scale_6Inputs = {};
