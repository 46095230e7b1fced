/**
* | output |
* | --- |
* | "Services" |
*
* @param {Nav_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_services: ((inputs?: Nav_ServicesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ServicesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_ServicesInputs = {};
