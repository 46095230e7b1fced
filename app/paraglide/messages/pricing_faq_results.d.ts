/**
* | output |
* | --- |
* | "How soon will I see SEO results?" |
*
* @param {Pricing_Faq_ResultsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_results: ((inputs?: Pricing_Faq_ResultsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_ResultsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_ResultsInputs = {};
