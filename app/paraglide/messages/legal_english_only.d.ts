/**
* | output |
* | --- |
* | "This policy is published in English only, and the English text is the one that applies." |
*
* @param {Legal_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const legal_english_only: ((inputs?: Legal_English_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_English_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_English_OnlyInputs = {};
