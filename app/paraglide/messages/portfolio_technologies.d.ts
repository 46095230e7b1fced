/**
* | output |
* | --- |
* | "Technologies" |
*
* @param {Portfolio_TechnologiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_technologies: ((inputs?: Portfolio_TechnologiesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_TechnologiesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_TechnologiesInputs = {};
