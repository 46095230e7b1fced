/**
* | output |
* | --- |
* | "{from} - {to} per project" |
*
* @param {Careers_Web_SalaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_salary: ((inputs: Careers_Web_SalaryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_SalaryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_SalaryInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
