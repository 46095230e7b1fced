/**
* | output |
* | --- |
* | "Page views, visitors, bounce rate and top pages for your completed projects, as charts." |
*
* @param {Flidesk_Analytics_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_analytics_text: ((inputs?: Flidesk_Analytics_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Analytics_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Analytics_TextInputs = {};
