/**
* | output |
* | --- |
* | "AI-powered insights" |
*
* @param {Home_Flidesk_AiInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_ai: ((inputs?: Home_Flidesk_AiInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_AiInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_AiInputs = {};
