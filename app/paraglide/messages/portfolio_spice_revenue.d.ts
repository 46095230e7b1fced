/**
* | output |
* | --- |
* | "+220% export revenue" |
*
* @param {Portfolio_Spice_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_revenue: ((inputs?: Portfolio_Spice_RevenueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Spice_RevenueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Spice_RevenueInputs = {};
