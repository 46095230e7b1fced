/**
* | output |
* | --- |
* | "Combine any social media plan with any SEO plan on a {months}-month commitment and save {percent} on both." |
*
* @param {Pricing_Bundle_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_bundle_text: ((inputs: Pricing_Bundle_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Bundle_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Bundle_TextInputs = {
    months: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
