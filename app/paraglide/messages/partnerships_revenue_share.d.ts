/**
* | output |
* | --- |
* | "Revenue share" |
*
* @param {Partnerships_Revenue_ShareInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_revenue_share: ((inputs?: Partnerships_Revenue_ShareInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Revenue_ShareInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Revenue_ShareInputs = {};
