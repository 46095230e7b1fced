/**
* | output |
* | --- |
* | "Paid per milestone" |
*
* @param {Careers_Paid_Per_MilestoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_paid_per_milestone: ((inputs?: Careers_Paid_Per_MilestoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Paid_Per_MilestoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Paid_Per_MilestoneInputs = {};
