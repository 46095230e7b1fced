/**
* | output |
* | --- |
* | "Screenshots of the work" |
*
* @param {Flidesk_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_screenshots: ((inputs?: Flidesk_ScreenshotsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_ScreenshotsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_ScreenshotsInputs = {};
