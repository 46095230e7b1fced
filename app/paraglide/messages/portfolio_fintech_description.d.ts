/**
* | output |
* | --- |
* | "A complete identity for a growing fintech: logo, colour system, app design language and launch campaign." |
*
* @param {Portfolio_Fintech_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_description: ((inputs?: Portfolio_Fintech_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Fintech_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Fintech_DescriptionInputs = {};
