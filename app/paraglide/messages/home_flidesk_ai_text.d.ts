/**
* | output |
* | --- |
* | "Ask about your projects and get guidance drawn from your own data." |
*
* @param {Home_Flidesk_Ai_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_ai_text: ((inputs?: Home_Flidesk_Ai_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_Ai_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_Ai_TextInputs = {};
