/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Forms_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_sending: ((inputs?: Forms_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forms_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forms_SendingInputs = {};
