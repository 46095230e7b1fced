/**
* | output |
* | --- |
* | "Brand Identity" |
*
* @param {Portfolio_Brand_IdentityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_brand_identity: ((inputs?: Portfolio_Brand_IdentityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Brand_IdentityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Brand_IdentityInputs = {};
