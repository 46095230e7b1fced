/**
* | output |
* | --- |
* | "General support" |
*
* @param {Support_Stat_GeneralInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_general: ((inputs?: Support_Stat_GeneralInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Stat_GeneralInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Stat_GeneralInputs = {};
