/**
* | output |
* | --- |
* | "We are a remote-first team of strategists, designers and developers. Come and do the best work of your career." |
*
* @param {Careers_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_intro: ((inputs?: Careers_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_IntroInputs = {};
