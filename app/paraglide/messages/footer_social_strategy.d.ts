/**
* | output |
* | --- |
* | "Social Media Strategy" |
*
* @param {Footer_Social_StrategyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_social_strategy: ((inputs?: Footer_Social_StrategyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Social_StrategyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Social_StrategyInputs = {};
