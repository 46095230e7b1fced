/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cases_NextInputs */

const en_home_cases_next = /** @type {(inputs: Home_Cases_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to be our next success story?`)
};

const si_home_cases_next = /** @type {(inputs: Home_Cases_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ ඊළඟ සාර්ථක කතාව වීමට සූදානම්ද?`)
};

const ta_home_cases_next = /** @type {(inputs: Home_Cases_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் அடுத்த வெற்றிக் கதையாக நீங்கள் தயாரா?`)
};

/**
* | output |
* | --- |
* | "Ready to be our next success story?" |
*
* @param {Home_Cases_NextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_cases_next = /** @type {((inputs?: Home_Cases_NextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cases_NextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_cases_next(inputs)
	if (locale === "ta") return ta_home_cases_next(inputs)
	return en_home_cases_next(inputs)
});