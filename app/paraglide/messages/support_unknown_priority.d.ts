/**
* | output |
* | --- |
* | "Please choose a priority from the list" |
*
* @param {Support_Unknown_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_unknown_priority: ((inputs?: Support_Unknown_PriorityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Unknown_PriorityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Unknown_PriorityInputs = {};
