/**
* | output |
* | --- |
* | "Read this page in English" |
*
* @param {Language_OfferInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const language_offer: ((inputs?: Language_OfferInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_OfferInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_OfferInputs = {};
