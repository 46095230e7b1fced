/**
* | output |
* | --- |
* | "Yes. Cancellation needs {days} days' notice, and you keep access until the end of the paid period." |
*
* @param {Pricing_Faq_Cancel_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_cancel_answer: ((inputs: Pricing_Faq_Cancel_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Cancel_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Cancel_AnswerInputs = {
    days: NonNullable<unknown>;
};
