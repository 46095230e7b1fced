/**
* | output |
* | --- |
* | "Freelancers" |
*
* @param {Partnerships_FreelancersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_freelancers: ((inputs?: Partnerships_FreelancersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_FreelancersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_FreelancersInputs = {};
