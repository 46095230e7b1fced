/**
* | output |
* | --- |
* | "Rankings and organic traffic that keep growing." |
*
* @param {Pricing_Seo_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_seo_intro: ((inputs?: Pricing_Seo_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Seo_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Seo_IntroInputs = {};
