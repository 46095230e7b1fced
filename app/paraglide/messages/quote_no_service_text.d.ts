/**
* | output |
* | --- |
* | "You need to select at least one service to proceed." |
*
* @param {Quote_No_Service_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_no_service_text: ((inputs?: Quote_No_Service_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_No_Service_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_No_Service_TextInputs = {};
