/**
* | output |
* | --- |
* | "A strategist and specialists are assigned to your projects in Fli DESK." |
*
* @param {Home_Onboarding_2_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_2_text: ((inputs?: Home_Onboarding_2_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Onboarding_2_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Onboarding_2_TextInputs = {};
