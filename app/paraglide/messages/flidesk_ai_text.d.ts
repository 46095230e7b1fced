/**
* | output |
* | --- |
* | "Ask about deadlines, pace and risks; answers are drawn from your own projects." |
*
* @param {Flidesk_Ai_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_ai_text: ((inputs?: Flidesk_Ai_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Ai_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Ai_TextInputs = {};
