/**
* | output |
* | --- |
* | "Reason given by the payment gateway: {reason}" |
*
* @param {Pricing_Failure_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_failure_reason: ((inputs: Pricing_Failure_ReasonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Failure_ReasonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Failure_ReasonInputs = {
    reason: NonNullable<unknown>;
};
