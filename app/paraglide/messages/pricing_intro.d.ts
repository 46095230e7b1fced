/**
* | output |
* | --- |
* | "No setup fee. {days}-day money-back guarantee for new clients. Save {percent}% with annual billing." |
*
* @param {Pricing_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_intro: ((inputs: Pricing_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_IntroInputs = {
    days: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
