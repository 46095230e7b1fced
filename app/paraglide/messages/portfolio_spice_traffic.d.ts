/**
* | output |
* | --- |
* | "+400% organic traffic" |
*
* @param {Portfolio_Spice_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_traffic: ((inputs?: Portfolio_Spice_TrafficInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Spice_TrafficInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Spice_TrafficInputs = {};
