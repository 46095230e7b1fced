/**
* | output |
* | --- |
* | "Tell us what you need: SEO, brand identity or web development. We reply with a tailored quote within 24 hours." |
*
* @param {Quote_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_head_description: ((inputs?: Quote_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Head_DescriptionInputs = {};
