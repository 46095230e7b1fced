/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Failed_TextInputs */

const en_pricing_failed_text = /** @type {(inputs: Pricing_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No money was taken and no account was created. Please choose your plan and try again, or contact us if the problem continues.`)
};

const si_pricing_failed_text = /** @type {(inputs: Pricing_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කිසිදු මුදලක් අය කර නැති අතර ගිණුමක් ද නිර්මාණය වී නැත. කරුණාකර ඔබේ සැලසුම තෝරා නැවත උත්සාහ කරන්න, නැතහොත් ගැටලුව දිගටම පවතී නම් අප අමතන්න.`)
};

const ta_pricing_failed_text = /** @type {(inputs: Pricing_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணம் எதுவும் எடுக்கப்படவில்லை, கணக்கும் உருவாக்கப்படவில்லை. உங்கள் திட்டத்தைத் தேர்ந்தெடுத்து மீண்டும் முயலுங்கள்; சிக்கல் தொடர்ந்தால் எங்களைத் தொடர்புகொள்ளுங்கள்.`)
};

/**
* | output |
* | --- |
* | "No money was taken and no account was created. Please choose your plan and try again, or contact us if the problem continues." |
*
* @param {Pricing_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_failed_text = /** @type {((inputs?: Pricing_Failed_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Failed_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_failed_text(inputs)
	if (locale === "ta") return ta_pricing_failed_text(inputs)
	return en_pricing_failed_text(inputs)
});