/**
* | output |
* | --- |
* | "Brand Identity Design" |
*
* @param {Quote_Service_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_service_design: ((inputs?: Quote_Service_DesignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Service_DesignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Service_DesignInputs = {};
