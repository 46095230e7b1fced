/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_IntroInputs */

const en_home_onboarding_intro = /** @type {(inputs: Home_Onboarding_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the first call to your first report, onboarding takes days, not weeks.`)
};

const si_home_onboarding_intro = /** @type {(inputs: Home_Onboarding_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළමු ඇමතුමේ සිට පළමු වාර්තාව දක්වා ආරම්භක පියවරවලට ගත වන්නේ සති නොව දින කිහිපයකි.`)
};

const ta_home_onboarding_intro = /** @type {(inputs: Home_Onboarding_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதல் அழைப்பிலிருந்து முதல் அறிக்கை வரை, தொடக்கப் படிகளுக்கு வாரங்கள் அல்ல, சில நாட்களே ஆகும்.`)
};

/**
* | output |
* | --- |
* | "From the first call to your first report, onboarding takes days, not weeks." |
*
* @param {Home_Onboarding_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_intro = /** @type {((inputs?: Home_Onboarding_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_intro(inputs)
	if (locale === "ta") return ta_home_onboarding_intro(inputs)
	return en_home_onboarding_intro(inputs)
});