/**
* | output |
* | --- |
* | "Not sure what plan suits you? Talk to us" |
*
* @param {Pricing_Talk_To_UsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_talk_to_us: ((inputs?: Pricing_Talk_To_UsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Talk_To_UsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Talk_To_UsInputs = {};
