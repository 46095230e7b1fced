/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Nav_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_home_link: ((inputs: Nav_Home_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Home_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Home_LinkInputs = {
    brand: NonNullable<unknown>;
};
