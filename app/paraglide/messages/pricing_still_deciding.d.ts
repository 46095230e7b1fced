/**
* | output |
* | --- |
* | "Still deciding?" |
*
* @param {Pricing_Still_DecidingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_still_deciding: ((inputs?: Pricing_Still_DecidingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Still_DecidingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Still_DecidingInputs = {};
