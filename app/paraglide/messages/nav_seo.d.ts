/**
* | output |
* | --- |
* | "SEO Optimization" |
*
* @param {Nav_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_seo: ((inputs?: Nav_SeoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_SeoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_SeoInputs = {};
