/**
* | output |
* | --- |
* | "Advanced SEO from $115/month, brand identity design from $5,000 and professional web development from $1500 per project." |
*
* @param {Services_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_head_description: ((inputs?: Services_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Head_DescriptionInputs = {};
