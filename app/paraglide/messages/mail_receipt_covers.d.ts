/**
* | output |
* | --- |
* | "It pays for {start} to {lastDay}; your next charge is on {nextCharge}, unless the plan is cancelled or changed before then." |
*
* @param {Mail_Receipt_CoversInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_covers: ((inputs: Mail_Receipt_CoversInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Receipt_CoversInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Receipt_CoversInputs = {
    start: NonNullable<unknown>;
    lastDay: NonNullable<unknown>;
    nextCharge: NonNullable<unknown>;
};
