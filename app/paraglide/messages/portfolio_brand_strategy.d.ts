/**
* | output |
* | --- |
* | "Brand strategy" |
*
* @param {Portfolio_Brand_StrategyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_brand_strategy: ((inputs?: Portfolio_Brand_StrategyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Brand_StrategyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Brand_StrategyInputs = {};
