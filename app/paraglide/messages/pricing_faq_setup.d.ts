/**
* | output |
* | --- |
* | "Are there any setup fees?" |
*
* @param {Pricing_Faq_SetupInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_setup: ((inputs?: Pricing_Faq_SetupInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_SetupInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_SetupInputs = {};
