/**
* | output |
* | --- |
* | "Made in Sri Lanka." |
*
* @param {Footer_Made_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_made_in: ((inputs?: Footer_Made_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Made_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Made_InInputs = {};
