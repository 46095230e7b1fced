/**
* | output |
* | --- |
* | "Multilingual content" |
*
* @param {Portfolio_Multilingual_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_multilingual_content: ((inputs?: Portfolio_Multilingual_ContentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Multilingual_ContentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Multilingual_ContentInputs = {};
