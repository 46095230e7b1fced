/**
* | output |
* | --- |
* | "Disclaimer" |
*
* @param {Footer_DisclaimerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_disclaimer: ((inputs?: Footer_DisclaimerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_DisclaimerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_DisclaimerInputs = {};
