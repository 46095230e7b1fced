/**
* | output |
* | --- |
* | "Designers, developers and consultants with clients to serve." |
*
* @param {Partnerships_Freelancers_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_freelancers_text: ((inputs?: Partnerships_Freelancers_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Freelancers_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Freelancers_TextInputs = {};
