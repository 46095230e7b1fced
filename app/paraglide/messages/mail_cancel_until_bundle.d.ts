/**
* | output |
* | --- |
* | "Your {plan} plan will be cancelled after {until}. The work and your plan go on until then, the end of the bundle's {months}-month commitment or the 30-day no..." |
*
* @param {Mail_Cancel_Until_BundleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_until_bundle: ((inputs: Mail_Cancel_Until_BundleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancel_Until_BundleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancel_Until_BundleInputs = {
    plan: NonNullable<unknown>;
    until: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
