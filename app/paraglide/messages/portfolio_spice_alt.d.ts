/**
* | output |
* | --- |
* | "Search ranking chart rising over six months" |
*
* @param {Portfolio_Spice_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_alt: ((inputs?: Portfolio_Spice_AltInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Spice_AltInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Spice_AltInputs = {};
