/**
* | output |
* | --- |
* | "Changed your mind? Undo the cancellation from your Billing tab any time before that day." |
*
* @param {Mail_Cancel_UndoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_undo: ((inputs?: Mail_Cancel_UndoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancel_UndoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancel_UndoInputs = {};
