/**
* | output |
* | --- |
* | "Priority support" |
*
* @param {Pricing_Enterprise_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_priority: ((inputs?: Pricing_Enterprise_PriorityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Enterprise_PriorityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Enterprise_PriorityInputs = {};
