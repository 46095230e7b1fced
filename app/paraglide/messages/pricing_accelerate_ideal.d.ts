/**
* | output |
* | --- |
* | "Businesses competing for national search traffic" |
*
* @param {Pricing_Accelerate_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_ideal: ((inputs?: Pricing_Accelerate_IdealInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Accelerate_IdealInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Accelerate_IdealInputs = {};
