/**
* | output |
* | --- |
* | "Offer SEO, social media and web development under your own brand." |
*
* @param {Partnerships_White_Label_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_white_label_text: ((inputs?: Partnerships_White_Label_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_White_Label_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_White_Label_TextInputs = {};
