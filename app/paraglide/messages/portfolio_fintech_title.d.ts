/**
* | output |
* | --- |
* | "Lanka Fintech Rebrand" |
*
* @param {Portfolio_Fintech_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_title: ((inputs?: Portfolio_Fintech_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Fintech_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Fintech_TitleInputs = {};
