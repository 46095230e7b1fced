/**
* | output |
* | --- |
* | "Advanced SEO" |
*
* @param {Footer_Advanced_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_advanced_seo: ((inputs?: Footer_Advanced_SeoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Advanced_SeoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Advanced_SeoInputs = {};
