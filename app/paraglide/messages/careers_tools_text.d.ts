/**
* | output |
* | --- |
* | "Fli DESK, Figma, GitHub and the tools you need, provided." |
*
* @param {Careers_Tools_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_tools_text: ((inputs?: Careers_Tools_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Tools_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Tools_TextInputs = {};
