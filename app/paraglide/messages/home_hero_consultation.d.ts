/**
* | output |
* | --- |
* | "Book Your Private Consultation" |
*
* @param {Home_Hero_ConsultationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_hero_consultation: ((inputs?: Home_Hero_ConsultationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_ConsultationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_ConsultationInputs = {};
