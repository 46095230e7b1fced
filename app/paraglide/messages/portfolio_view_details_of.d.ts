/**
* | output |
* | --- |
* | "of {title}" |
*
* @param {Portfolio_View_Details_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_view_details_of: ((inputs: Portfolio_View_Details_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_View_Details_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_View_Details_OfInputs = {
    title: NonNullable<unknown>;
};
