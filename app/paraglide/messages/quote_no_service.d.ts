/**
* | output |
* | --- |
* | "Please select at least one service" |
*
* @param {Quote_No_ServiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_no_service: ((inputs?: Quote_No_ServiceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_No_ServiceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_No_ServiceInputs = {};
