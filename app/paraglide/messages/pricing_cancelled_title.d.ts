/**
* | output |
* | --- |
* | "Payment cancelled." |
*
* @param {Pricing_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_cancelled_title: ((inputs?: Pricing_Cancelled_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Cancelled_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Cancelled_TitleInputs = {};
