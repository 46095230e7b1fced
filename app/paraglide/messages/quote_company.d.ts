/**
* | output |
* | --- |
* | "Company" |
*
* @param {Quote_CompanyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_company: ((inputs?: Quote_CompanyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_CompanyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_CompanyInputs = {};
