/**
* | output |
* | --- |
* | "You cancelled the payment, so nothing was charged. Your onboarding answers are saved for 3 days whenever you are ready." |
*
* @param {Pricing_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_cancelled_text: ((inputs?: Pricing_Cancelled_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Cancelled_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Cancelled_TextInputs = {};
