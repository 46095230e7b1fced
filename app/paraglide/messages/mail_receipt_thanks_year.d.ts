/**
* | output |
* | --- |
* | "Thank you: we received your payment of {amount} for the {planName} {service} plan (billed per year)." |
*
* @param {Mail_Receipt_Thanks_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_thanks_year: ((inputs: Mail_Receipt_Thanks_YearInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Receipt_Thanks_YearInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Receipt_Thanks_YearInputs = {
    amount: NonNullable<unknown>;
    planName: NonNullable<unknown>;
    service: NonNullable<unknown>;
};
