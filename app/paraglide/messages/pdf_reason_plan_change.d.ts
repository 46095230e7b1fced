/**
* | output |
* | --- |
* | "The {days} unused days of your {old} plan, after your change to {new}" |
*
* @param {Pdf_Reason_Plan_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_reason_plan_change: ((inputs: Pdf_Reason_Plan_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Reason_Plan_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Reason_Plan_ChangeInputs = {
    days: NonNullable<unknown>;
    old: NonNullable<unknown>;
    new: NonNullable<unknown>;
};
