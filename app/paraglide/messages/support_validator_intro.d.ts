/**
* | output |
* | --- |
* | "Confirm your account and plan. Your data is protected: only your plan, payment status and a masked email are shown." |
*
* @param {Support_Validator_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validator_intro: ((inputs?: Support_Validator_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Validator_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Validator_IntroInputs = {};
