/**
* | output |
* | --- |
* | "Ask for a Bundle" |
*
* @param {Pricing_Bundle_AskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_bundle_ask: ((inputs?: Pricing_Bundle_AskInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Bundle_AskInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Bundle_AskInputs = {};
