/**
* | output |
* | --- |
* | "Tailored {service} strategy" |
*
* @param {Pricing_Enterprise_TailoredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_tailored: ((inputs: Pricing_Enterprise_TailoredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Enterprise_TailoredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Enterprise_TailoredInputs = {
    service: NonNullable<unknown>;
};
