/**
* | output |
* | --- |
* | "You get this mail because you made a payment to Fli Digital." |
*
* @param {Mail_Return_FooterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_footer: ((inputs?: Mail_Return_FooterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_FooterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_FooterInputs = {};
