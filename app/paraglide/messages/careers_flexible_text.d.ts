/**
* | output |
* | --- |
* | "Plan your own week around agreed milestones." |
*
* @param {Careers_Flexible_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_flexible_text: ((inputs?: Careers_Flexible_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Flexible_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Flexible_TextInputs = {};
