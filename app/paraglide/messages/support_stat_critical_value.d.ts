/**
* | output |
* | --- |
* | "< 1 hour" |
*
* @param {Support_Stat_Critical_ValueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_critical_value: ((inputs?: Support_Stat_Critical_ValueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Stat_Critical_ValueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Stat_Critical_ValueInputs = {};
