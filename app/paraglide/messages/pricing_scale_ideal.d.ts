/**
* | output |
* | --- |
* | "Established brands that want to lead their market" |
*
* @param {Pricing_Scale_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_ideal: ((inputs?: Pricing_Scale_IdealInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scale_IdealInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Scale_IdealInputs = {};
