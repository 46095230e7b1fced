/**
* | output |
* | --- |
* | "Satisfaction" |
*
* @param {Support_Stat_SatisfactionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_satisfaction: ((inputs?: Support_Stat_SatisfactionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Stat_SatisfactionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Stat_SatisfactionInputs = {};
