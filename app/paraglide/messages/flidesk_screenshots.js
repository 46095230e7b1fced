/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_ScreenshotsInputs */

const en_flidesk_screenshots = /** @type {(inputs: Flidesk_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screenshots of the work`)
};

const si_flidesk_screenshots = /** @type {(inputs: Flidesk_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාර්යයේ තිර රූ`)
};

const ta_flidesk_screenshots = /** @type {(inputs: Flidesk_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணியின் திரைப்பிடிப்புகள்`)
};

/**
* | output |
* | --- |
* | "Screenshots of the work" |
*
* @param {Flidesk_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_screenshots = /** @type {((inputs?: Flidesk_ScreenshotsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_ScreenshotsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_screenshots(inputs)
	if (locale === "ta") return ta_flidesk_screenshots(inputs)
	return en_flidesk_screenshots(inputs)
});