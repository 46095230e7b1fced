/**
* | output |
* | --- |
* | "Your Fli DESK ID: {id}" |
*
* @param {Buy_Mail_Ready_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_id: ((inputs: Buy_Mail_Ready_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Mail_Ready_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Mail_Ready_IdInputs = {
    id: NonNullable<unknown>;
};
