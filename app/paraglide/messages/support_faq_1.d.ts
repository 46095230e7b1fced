/**
* | output |
* | --- |
* | "How do I find my Fli DESK ID?" |
*
* @param {Support_Faq_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_1: ((inputs?: Support_Faq_1Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_1Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_1Inputs = {};
