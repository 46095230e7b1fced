/**
* | output |
* | --- |
* | "Dedicated team" |
*
* @param {Pricing_Enterprise_TeamInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_team: ((inputs?: Pricing_Enterprise_TeamInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Enterprise_TeamInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Enterprise_TeamInputs = {};
