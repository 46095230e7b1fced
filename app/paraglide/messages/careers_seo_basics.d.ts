/**
* | output |
* | --- |
* | "SEO basics" |
*
* @param {Careers_Seo_BasicsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_seo_basics: ((inputs?: Careers_Seo_BasicsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Seo_BasicsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Seo_BasicsInputs = {};
