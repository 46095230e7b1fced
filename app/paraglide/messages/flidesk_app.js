/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_AppInputs */

const en_flidesk_app = /** @type {(inputs: Flidesk_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installable app`)
};

const si_flidesk_app = /** @type {(inputs: Flidesk_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්ථාපනය කළ හැකි යෙදුම`)
};

const ta_flidesk_app = /** @type {(inputs: Flidesk_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுவக்கூடிய செயலி`)
};

/**
* | output |
* | --- |
* | "Installable app" |
*
* @param {Flidesk_AppInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_app = /** @type {((inputs?: Flidesk_AppInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_AppInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_app(inputs)
	if (locale === "ta") return ta_flidesk_app(inputs)
	return en_flidesk_app(inputs)
});