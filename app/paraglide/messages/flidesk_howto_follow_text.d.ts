/**
* | output |
* | --- |
* | "Open My Projects to see progress, updates and screenshots as they happen." |
*
* @param {Flidesk_Howto_Follow_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_follow_text: ((inputs?: Flidesk_Howto_Follow_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Howto_Follow_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Howto_Follow_TextInputs = {};
