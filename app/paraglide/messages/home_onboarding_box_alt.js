/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_Box_AltInputs */

const en_home_onboarding_box_alt = /** @type {(inputs: Home_Onboarding_Box_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome box with brand kit and onboarding guide`)
};

const si_home_onboarding_box_alt = /** @type {(inputs: Home_Onboarding_Box_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම කට්ටලය සහ ආරම්භක මාර්ගෝපදේශය සහිත පිළිගැනීමේ පෙට්ටිය`)
};

const ta_home_onboarding_box_alt = /** @type {(inputs: Home_Onboarding_Box_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் தொகுப்பும் தொடக்க வழிகாட்டியும் உள்ள வரவேற்புப் பெட்டி`)
};

/**
* | output |
* | --- |
* | "Welcome box with brand kit and onboarding guide" |
*
* @param {Home_Onboarding_Box_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_box_alt = /** @type {((inputs?: Home_Onboarding_Box_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_Box_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_box_alt(inputs)
	if (locale === "ta") return ta_home_onboarding_box_alt(inputs)
	return en_home_onboarding_box_alt(inputs)
});