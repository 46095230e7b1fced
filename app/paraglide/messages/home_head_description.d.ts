/**
* | output |
* | --- |
* | "A Sri Lankan digital agency for social media management, SEO, brand identity design and web development. Book a private consultation or send us a message." |
*
* @param {Home_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_head_description: ((inputs?: Home_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Head_DescriptionInputs = {};
