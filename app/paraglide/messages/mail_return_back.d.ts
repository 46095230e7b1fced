/**
* | output |
* | --- |
* | "The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank." |
*
* @param {Mail_Return_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_back: ((inputs?: Mail_Return_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_BackInputs = {};
