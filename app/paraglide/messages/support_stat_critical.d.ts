/**
* | output |
* | --- |
* | "Critical issues" |
*
* @param {Support_Stat_CriticalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_critical: ((inputs?: Support_Stat_CriticalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Stat_CriticalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Stat_CriticalInputs = {};
