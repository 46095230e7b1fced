/**
* | output |
* | --- |
* | "Your payment of {amount} is being refunded" |
*
* @param {Mail_Return_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_subject: ((inputs: Mail_Return_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_SubjectInputs = {
    amount: NonNullable<unknown>;
};
