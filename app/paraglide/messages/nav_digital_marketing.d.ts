/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Nav_Digital_MarketingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_digital_marketing: ((inputs?: Nav_Digital_MarketingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Digital_MarketingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Digital_MarketingInputs = {};
