/**
* | output |
* | --- |
* | "No. Growth and Scale include managing ads with a budget of up to LKR 50k and LKR 100k a month; the ad spend itself is paid to the platform." |
*
* @param {Pricing_Faq_Ads_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_ads_answer: ((inputs?: Pricing_Faq_Ads_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Ads_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Ads_AnswerInputs = {};
