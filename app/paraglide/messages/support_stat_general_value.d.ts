/**
* | output |
* | --- |
* | "< 4 hours" |
*
* @param {Support_Stat_General_ValueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_general_value: ((inputs?: Support_Stat_General_ValueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Stat_General_ValueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Stat_General_ValueInputs = {};
