/**
* | output |
* | --- |
* | "Get Fli DESK with a plan" |
*
* @param {Flidesk_Get_With_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_get_with_plan: ((inputs?: Flidesk_Get_With_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Get_With_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Get_With_PlanInputs = {};
