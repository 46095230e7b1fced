/**
* | output |
* | --- |
* | "Business consultants" |
*
* @param {Partnerships_ConsultantsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_consultants: ((inputs?: Partnerships_ConsultantsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_ConsultantsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_ConsultantsInputs = {};
