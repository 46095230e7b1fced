/**
* | output |
* | --- |
* | "Fli DESK dashboard with progress bars" |
*
* @param {Home_Onboarding_Portal_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_portal_alt: ((inputs?: Home_Onboarding_Portal_AltInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Onboarding_Portal_AltInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Onboarding_Portal_AltInputs = {};
