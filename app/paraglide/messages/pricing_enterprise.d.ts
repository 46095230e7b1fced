/**
* | output |
* | --- |
* | "Enterprise" |
*
* @param {Pricing_EnterpriseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise: ((inputs?: Pricing_EnterpriseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_EnterpriseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_EnterpriseInputs = {};
