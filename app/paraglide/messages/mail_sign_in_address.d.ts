/**
* | output |
* | --- |
* | "Address: {ip}" |
*
* @param {Mail_Sign_In_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_address: ((inputs: Mail_Sign_In_AddressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_AddressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_AddressInputs = {
    ip: NonNullable<unknown>;
};
