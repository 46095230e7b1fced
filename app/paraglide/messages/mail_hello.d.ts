/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mail_HelloInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_hello: ((inputs: Mail_HelloInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_HelloInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_HelloInputs = {
    name: NonNullable<unknown>;
};
