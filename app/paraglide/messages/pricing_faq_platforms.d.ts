/**
* | output |
* | --- |
* | "Which platforms do you manage?" |
*
* @param {Pricing_Faq_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_platforms: ((inputs?: Pricing_Faq_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_PlatformsInputs = {};
