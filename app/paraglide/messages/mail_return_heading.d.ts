/**
* | output |
* | --- |
* | "Your payment is being refunded" |
*
* @param {Mail_Return_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_heading: ((inputs?: Mail_Return_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_HeadingInputs = {};
