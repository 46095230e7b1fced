/**
* | output |
* | --- |
* | "Training budget and mentoring from senior specialists." |
*
* @param {Careers_Grow_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_grow_text: ((inputs?: Careers_Grow_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Grow_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Grow_TextInputs = {};
