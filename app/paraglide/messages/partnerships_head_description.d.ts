/**
* | output |
* | --- |
* | "Partner with Fli Digital: revenue share, white-label delivery and co-marketing for agencies, freelancers, technology providers and consultants." |
*
* @param {Partnerships_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_head_description: ((inputs?: Partnerships_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Head_DescriptionInputs = {};
