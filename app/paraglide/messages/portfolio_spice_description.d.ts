/**
* | output |
* | --- |
* | "An export-focused SEO programme that took a family spice business from page five to the top three for its key searches in Europe." |
*
* @param {Portfolio_Spice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_description: ((inputs?: Portfolio_Spice_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Spice_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Spice_DescriptionInputs = {};
