/**
* | output |
* | --- |
* | "New businesses starting their social presence" |
*
* @param {Pricing_Launch_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_launch_ideal: ((inputs?: Pricing_Launch_IdealInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Launch_IdealInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Launch_IdealInputs = {};
