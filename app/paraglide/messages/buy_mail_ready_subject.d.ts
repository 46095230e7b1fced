/**
* | output |
* | --- |
* | "Your Fli DESK ID" |
*
* @param {Buy_Mail_Ready_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_subject: ((inputs?: Buy_Mail_Ready_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Mail_Ready_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Mail_Ready_SubjectInputs = {};
