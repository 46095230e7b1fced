/**
* | output |
* | --- |
* | "Secure Payments" |
*
* @param {Footer_Secure_PaymentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_secure_payments: ((inputs?: Footer_Secure_PaymentsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Secure_PaymentsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Secure_PaymentsInputs = {};
