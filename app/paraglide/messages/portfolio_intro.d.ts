/**
* | output |
* | --- |
* | "Real projects, real numbers: how we grew traffic, conversions and revenue for our clients." |
*
* @param {Portfolio_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_intro: ((inputs?: Portfolio_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_IntroInputs = {};
