/**
* | output |
* | --- |
* | "A content and community strategy across Instagram and TikTok that turned a boutique label into a household name in Colombo." |
*
* @param {Portfolio_Fashion_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_description: ((inputs?: Portfolio_Fashion_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Fashion_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Fashion_DescriptionInputs = {};
