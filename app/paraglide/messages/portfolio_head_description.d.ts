/**
* | output |
* | --- |
* | "Case studies of SEO, social media, web development and branding projects, with the traffic, conversion and revenue results they delivered." |
*
* @param {Portfolio_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_head_description: ((inputs?: Portfolio_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Head_DescriptionInputs = {};
