/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Nav_PortfolioInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_portfolio: ((inputs?: Nav_PortfolioInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_PortfolioInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_PortfolioInputs = {};
