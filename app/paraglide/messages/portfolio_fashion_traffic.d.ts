/**
* | output |
* | --- |
* | "+300% follower growth" |
*
* @param {Portfolio_Fashion_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_traffic: ((inputs?: Portfolio_Fashion_TrafficInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Fashion_TrafficInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Fashion_TrafficInputs = {};
