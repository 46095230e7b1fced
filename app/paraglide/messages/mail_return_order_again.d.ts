/**
* | output |
* | --- |
* | "If you still want the plan, you can order it again at {link}." |
*
* @param {Mail_Return_Order_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_order_again: ((inputs: Mail_Return_Order_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Order_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_Order_AgainInputs = {
    link: NonNullable<unknown>;
};
