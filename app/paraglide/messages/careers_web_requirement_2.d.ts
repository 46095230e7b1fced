/**
* | output |
* | --- |
* | "Strong HTML, CSS and modern JavaScript or TypeScript" |
*
* @param {Careers_Web_Requirement_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_2: ((inputs?: Careers_Web_Requirement_2Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_Requirement_2Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_Requirement_2Inputs = {};
