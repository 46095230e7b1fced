/**
* | output |
* | --- |
* | "Partnerships" |
*
* @param {Nav_PartnershipsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_partnerships: ((inputs?: Nav_PartnershipsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_PartnershipsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_PartnershipsInputs = {};
