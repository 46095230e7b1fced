/**
* | output |
* | --- |
* | "Dashboard Features" |
*
* @param {Nav_Dashboard_FeaturesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_dashboard_features: ((inputs?: Nav_Dashboard_FeaturesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Dashboard_FeaturesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Dashboard_FeaturesInputs = {};
