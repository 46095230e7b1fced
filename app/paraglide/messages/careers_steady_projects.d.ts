/**
* | output |
* | --- |
* | "Steady flow of projects" |
*
* @param {Careers_Steady_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_steady_projects: ((inputs?: Careers_Steady_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Steady_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Steady_ProjectsInputs = {};
