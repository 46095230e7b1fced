/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Portfolio_View_DetailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_view_details: ((inputs?: Portfolio_View_DetailsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_View_DetailsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_View_DetailsInputs = {};
