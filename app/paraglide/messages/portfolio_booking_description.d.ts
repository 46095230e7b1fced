/**
* | output |
* | --- |
* | "A fast, mobile-first booking site for a chain of boutique hotels, replacing a slow template and third-party booking fees." |
*
* @param {Portfolio_Booking_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_description: ((inputs?: Portfolio_Booking_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Booking_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Booking_DescriptionInputs = {};
