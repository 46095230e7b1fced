/**
* | output |
* | --- |
* | "+95% partner leads" |
*
* @param {Portfolio_Fintech_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_revenue: ((inputs?: Portfolio_Fintech_RevenueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Fintech_RevenueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Fintech_RevenueInputs = {};
