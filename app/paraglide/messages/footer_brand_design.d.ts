/**
* | output |
* | --- |
* | "Brand Design" |
*
* @param {Footer_Brand_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_brand_design: ((inputs?: Footer_Brand_DesignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Brand_DesignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Brand_DesignInputs = {};
