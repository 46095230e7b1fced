/**
* | output |
* | --- |
* | "When: {at} (Sri Lanka time)" |
*
* @param {Mail_Sign_In_WhenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_when: ((inputs: Mail_Sign_In_WhenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_WhenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_WhenInputs = {
    at: NonNullable<unknown>;
};
