/**
* | output |
* | --- |
* | "about Enterprise {service}" |
*
* @param {Pricing_Contact_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_contact_about: ((inputs: Pricing_Contact_AboutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Contact_AboutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Contact_AboutInputs = {
    service: NonNullable<unknown>;
};
