/**
* | output |
* | --- |
* | "Co-marketing" |
*
* @param {Partnerships_Co_MarketingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_co_marketing: ((inputs?: Partnerships_Co_MarketingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Co_MarketingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Co_MarketingInputs = {};
