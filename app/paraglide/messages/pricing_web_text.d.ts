/**
* | output |
* | --- |
* | "Web development is quoted per project, from $1500. Tell us what you need and we will send a detailed quote within 48 hours." |
*
* @param {Pricing_Web_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_web_text: ((inputs?: Pricing_Web_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Web_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Web_TextInputs = {};
