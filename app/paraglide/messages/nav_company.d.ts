/**
* | output |
* | --- |
* | "Company" |
*
* @param {Nav_CompanyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_company: ((inputs?: Nav_CompanyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CompanyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_CompanyInputs = {};
