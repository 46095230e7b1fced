/**
* | output |
* | --- |
* | "Can I combine social media and SEO?" |
*
* @param {Pricing_Faq_BundleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_bundle: ((inputs?: Pricing_Faq_BundleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_BundleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_BundleInputs = {};
