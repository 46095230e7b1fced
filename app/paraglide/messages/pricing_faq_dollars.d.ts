/**
* | output |
* | --- |
* | "Can I pay in US dollars?" |
*
* @param {Pricing_Faq_DollarsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_dollars: ((inputs?: Pricing_Faq_DollarsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_DollarsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_DollarsInputs = {};
