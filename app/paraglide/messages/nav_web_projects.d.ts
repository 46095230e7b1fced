/**
* | output |
* | --- |
* | "Web Projects" |
*
* @param {Nav_Web_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_web_projects: ((inputs?: Nav_Web_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Web_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Web_ProjectsInputs = {};
