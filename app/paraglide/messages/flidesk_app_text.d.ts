/**
* | output |
* | --- |
* | "Install Fli DESK on your phone or desktop like a native app." |
*
* @param {Flidesk_App_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_app_text: ((inputs?: Flidesk_App_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_App_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_App_TextInputs = {};
