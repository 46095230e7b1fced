/**
* | output |
* | --- |
* | "Sign in to Fli DESK" |
*
* @param {Flidesk_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_sign_in: ((inputs?: Flidesk_Sign_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Sign_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Sign_InInputs = {};
