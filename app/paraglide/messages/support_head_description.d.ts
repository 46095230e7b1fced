/**
* | output |
* | --- |
* | "Live chat 24/7, email support within 4 hours and phone support Mon-Fri 9 AM-6 PM. Check your Fli DESK ID and find answers." |
*
* @param {Support_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_head_description: ((inputs?: Support_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Head_DescriptionInputs = {};
