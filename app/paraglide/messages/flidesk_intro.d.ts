/**
* | output |
* | --- |
* | "Clients, freelancers and admins follow every project in one place: live progress, updates, screenshots and results." |
*
* @param {Flidesk_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_intro: ((inputs?: Flidesk_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_IntroInputs = {};
