/**
* | output |
* | --- |
* | "Unknown service" |
*
* @param {Quote_Unknown_ServiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_unknown_service: ((inputs?: Quote_Unknown_ServiceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Unknown_ServiceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Unknown_ServiceInputs = {};
