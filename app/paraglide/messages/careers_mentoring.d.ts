/**
* | output |
* | --- |
* | "Mentoring and training budget" |
*
* @param {Careers_MentoringInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_mentoring: ((inputs?: Careers_MentoringInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_MentoringInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_MentoringInputs = {};
