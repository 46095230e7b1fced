/**
* | output |
* | --- |
* | "A recovery code was used instead of the authenticator app: {left} left." |
*
* @param {Mail_Sign_In_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_recovery: ((inputs: Mail_Sign_In_RecoveryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_RecoveryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_RecoveryInputs = {
    left: NonNullable<unknown>;
};
