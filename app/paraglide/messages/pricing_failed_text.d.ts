/**
* | output |
* | --- |
* | "No money was taken and no account was created. Please choose your plan and try again, or contact us if the problem continues." |
*
* @param {Pricing_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_failed_text: ((inputs?: Pricing_Failed_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Failed_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Failed_TextInputs = {};
