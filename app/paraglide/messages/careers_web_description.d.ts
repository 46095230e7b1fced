/**
* | output |
* | --- |
* | "Build fast, accessible websites and web apps for our clients, from landing pages to booking and e-commerce sites, working with our designers and strategists ..." |
*
* @param {Careers_Web_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_description: ((inputs?: Careers_Web_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_DescriptionInputs = {};
