/**
* | output |
* | --- |
* | "New fintech logo and colour palette" |
*
* @param {Portfolio_Fintech_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_alt: ((inputs?: Portfolio_Fintech_AltInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Fintech_AltInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Fintech_AltInputs = {};
