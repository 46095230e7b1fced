/**
* | output |
* | --- |
* | "2+ years" |
*
* @param {Careers_Web_ExperienceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_experience: ((inputs?: Careers_Web_ExperienceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_ExperienceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_ExperienceInputs = {};
