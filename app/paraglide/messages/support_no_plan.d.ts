/**
* | output |
* | --- |
* | "No plan" |
*
* @param {Support_No_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_no_plan: ((inputs?: Support_No_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_No_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_No_PlanInputs = {};
