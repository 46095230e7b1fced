/**
* | output |
* | --- |
* | "about {service}" |
*
* @param {Home_Services_More_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_services_more_about: ((inputs: Home_Services_More_AboutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Services_More_AboutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Services_More_AboutInputs = {
    service: NonNullable<unknown>;
};
