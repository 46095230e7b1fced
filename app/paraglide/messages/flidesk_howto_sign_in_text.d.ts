/**
* | output |
* | --- |
* | "Open the Fli DESK sign-in page and enter your ID and password." |
*
* @param {Flidesk_Howto_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_sign_in_text: ((inputs?: Flidesk_Howto_Sign_In_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Howto_Sign_In_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Howto_Sign_In_TextInputs = {};
