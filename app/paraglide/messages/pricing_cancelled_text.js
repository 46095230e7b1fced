/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Cancelled_TextInputs */

const en_pricing_cancelled_text = /** @type {(inputs: Pricing_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cancelled the payment, so nothing was charged. Your onboarding answers are saved for 3 days whenever you are ready.`)
};

const si_pricing_cancelled_text = /** @type {(inputs: Pricing_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ ගෙවීම අවලංගු කළ බැවින් කිසිවක් අය කර නැත. ඔබ සූදානම් වන තුරු ඔබේ ආරම්භක පියවරවල පිළිතුරු දින 3ක් සුරැකේ.`)
};

const ta_pricing_cancelled_text = /** @type {(inputs: Pricing_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் கட்டணத்தை ரத்து செய்ததால் எதுவும் வசூலிக்கப்படவில்லை. நீங்கள் தயாராகும் வரை உங்கள் தொடக்கப் படிகளின் பதில்கள் 3 நாட்கள் சேமிக்கப்பட்டிருக்கும்.`)
};

/**
* | output |
* | --- |
* | "You cancelled the payment, so nothing was charged. Your onboarding answers are saved for 3 days whenever you are ready." |
*
* @param {Pricing_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_cancelled_text = /** @type {((inputs?: Pricing_Cancelled_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Cancelled_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_cancelled_text(inputs)
	if (locale === "ta") return ta_pricing_cancelled_text(inputs)
	return en_pricing_cancelled_text(inputs)
});