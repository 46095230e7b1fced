/**
* | output |
* | --- |
* | "Device: {device}" |
*
* @param {Mail_Sign_In_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_device: ((inputs: Mail_Sign_In_DeviceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_DeviceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_DeviceInputs = {
    device: NonNullable<unknown>;
};
