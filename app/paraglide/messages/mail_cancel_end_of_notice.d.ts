/**
* | output |
* | --- |
* | "the end of the notice" |
*
* @param {Mail_Cancel_End_Of_NoticeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_end_of_notice: ((inputs?: Mail_Cancel_End_Of_NoticeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancel_End_Of_NoticeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancel_End_Of_NoticeInputs = {};
