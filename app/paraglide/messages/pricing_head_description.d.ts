/**
* | output |
* | --- |
* | "Monthly social media plans from {social} and SEO plans from {seo}. No setup fee, {days}-day money-back guarantee, {percent}% off bundles." |
*
* @param {Pricing_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_head_description: ((inputs: Pricing_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Head_DescriptionInputs = {
    social: NonNullable<unknown>;
    seo: NonNullable<unknown>;
    days: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
