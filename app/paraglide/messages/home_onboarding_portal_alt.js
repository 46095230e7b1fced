/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_Portal_AltInputs */

const en_home_onboarding_portal_alt = /** @type {(inputs: Home_Onboarding_Portal_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK dashboard with progress bars`)
};

const si_home_onboarding_portal_alt = /** @type {(inputs: Home_Onboarding_Portal_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගති තීරු සහිත Fli DESK පුවරුව`)
};

const ta_home_onboarding_portal_alt = /** @type {(inputs: Home_Onboarding_Portal_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் பட்டைகளுடன் Fli DESK டாஷ்போர்டு`)
};

/**
* | output |
* | --- |
* | "Fli DESK dashboard with progress bars" |
*
* @param {Home_Onboarding_Portal_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_portal_alt = /** @type {((inputs?: Home_Onboarding_Portal_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_Portal_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_portal_alt(inputs)
	if (locale === "ta") return ta_home_onboarding_portal_alt(inputs)
	return en_home_onboarding_portal_alt(inputs)
});