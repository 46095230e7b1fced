/**
* | output |
* | --- |
* | "Partner Benefits" |
*
* @param {Partnerships_BenefitsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_benefits: ((inputs?: Partnerships_BenefitsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_BenefitsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_BenefitsInputs = {};
