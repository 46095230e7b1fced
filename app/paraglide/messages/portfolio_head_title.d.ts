/**
* | output |
* | --- |
* | "Portfolio & Case Studies" |
*
* @param {Portfolio_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_head_title: ((inputs?: Portfolio_Head_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Head_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Head_TitleInputs = {};
