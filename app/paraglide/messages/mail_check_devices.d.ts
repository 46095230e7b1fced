/**
* | output |
* | --- |
* | "If this was not you, change your password and sign out the devices you do not know: {link}" |
*
* @param {Mail_Check_DevicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_check_devices: ((inputs: Mail_Check_DevicesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Check_DevicesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Check_DevicesInputs = {
    link: NonNullable<unknown>;
};
