/**
* | output |
* | --- |
* | "Yes. Bundle a social media plan with an SEO plan on a {months}-month commitment and save {percent}%." |
*
* @param {Pricing_Faq_Bundle_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_bundle_answer: ((inputs: Pricing_Faq_Bundle_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Bundle_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Bundle_AnswerInputs = {
    months: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
