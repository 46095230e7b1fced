/**
* | output |
* | --- |
* | "Which payment methods do you accept?" |
*
* @param {Support_Faq_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_5: ((inputs?: Support_Faq_5Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_5Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_5Inputs = {};
