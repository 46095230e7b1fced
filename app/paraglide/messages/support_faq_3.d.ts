/**
* | output |
* | --- |
* | "How do I follow my project's progress?" |
*
* @param {Support_Faq_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_3: ((inputs?: Support_Faq_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_3Inputs = {};
