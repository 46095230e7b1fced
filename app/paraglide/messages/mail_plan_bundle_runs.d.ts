/**
* | output |
* | --- |
* | "Your bundle runs to {end}, the end of its {months}-month commitment; a cancellation takes effect then at the earliest." |
*
* @param {Mail_Plan_Bundle_RunsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_bundle_runs: ((inputs: Mail_Plan_Bundle_RunsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Bundle_RunsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Bundle_RunsInputs = {
    end: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
