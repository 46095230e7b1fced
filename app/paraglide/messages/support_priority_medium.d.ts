/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Support_Priority_MediumInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_priority_medium: ((inputs?: Support_Priority_MediumInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Priority_MediumInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Priority_MediumInputs = {};
