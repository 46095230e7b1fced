/**
* | output |
* | --- |
* | "No thanks" |
*
* @param {Language_Offer_DismissInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const language_offer_dismiss: ((inputs?: Language_Offer_DismissInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Offer_DismissInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_Offer_DismissInputs = {};
