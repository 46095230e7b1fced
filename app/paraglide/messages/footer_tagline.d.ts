/**
* | output |
* | --- |
* | "Social media, SEO, brand identity and web development from Sri Lanka." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_tagline: ((inputs?: Footer_TaglineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_TaglineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_TaglineInputs = {};
