/**
* | output |
* | --- |
* | "Joint case studies, webinars and campaigns." |
*
* @param {Partnerships_Co_Marketing_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_co_marketing_text: ((inputs?: Partnerships_Co_Marketing_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Co_Marketing_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Co_Marketing_TextInputs = {};
