/**
* | output |
* | --- |
* | "Ready to be our next success story?" |
*
* @param {Home_Cases_NextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_cases_next: ((inputs?: Home_Cases_NextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Cases_NextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Cases_NextInputs = {};
