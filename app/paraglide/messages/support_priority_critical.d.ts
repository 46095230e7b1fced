/**
* | output |
* | --- |
* | "Critical" |
*
* @param {Support_Priority_CriticalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_priority_critical: ((inputs?: Support_Priority_CriticalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Priority_CriticalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Priority_CriticalInputs = {};
