/**
* | output |
* | --- |
* | "Do you offer a money-back guarantee?" |
*
* @param {Pricing_Faq_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_refund: ((inputs?: Pricing_Faq_RefundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_RefundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_RefundInputs = {};
