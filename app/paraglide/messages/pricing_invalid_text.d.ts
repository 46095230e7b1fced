/**
* | output |
* | --- |
* | "The checkout link was missing the plan or its pricing. Please choose your plan again." |
*
* @param {Pricing_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_invalid_text: ((inputs?: Pricing_Invalid_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Invalid_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Invalid_TextInputs = {};
