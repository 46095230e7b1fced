/**
* | output |
* | --- |
* | "Earn a share of every client you refer, for as long as they stay." |
*
* @param {Partnerships_Revenue_Share_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_revenue_share_text: ((inputs?: Partnerships_Revenue_Share_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Revenue_Share_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Revenue_Share_TextInputs = {};
