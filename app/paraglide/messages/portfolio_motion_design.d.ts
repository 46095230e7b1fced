/**
* | output |
* | --- |
* | "Motion design" |
*
* @param {Portfolio_Motion_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_motion_design: ((inputs?: Portfolio_Motion_DesignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Motion_DesignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Motion_DesignInputs = {};
