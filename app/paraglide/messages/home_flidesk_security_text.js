/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_Security_TextInputs */

const en_home_flidesk_security_text = /** @type {(inputs: Home_Flidesk_Security_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role-based access control: every person sees exactly the projects they work on, nothing more.`)
};

const si_home_flidesk_security_text = /** @type {(inputs: Home_Flidesk_Security_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූමිකාව අනුව ප්‍රවේශ පාලනය: සෑම කෙනෙකුටම පෙනෙන්නේ තමන් වැඩ කරන ව්‍යාපෘති පමණි, ඊට වැඩි දෙයක් නොවේ.`)
};

const ta_home_flidesk_security_text = /** @type {(inputs: Home_Flidesk_Security_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பங்கின் அடிப்படையிலான அணுகல் கட்டுப்பாடு: ஒவ்வொருவரும் தாம் பணியாற்றும் திட்டங்களை மட்டுமே பார்ப்பார்கள், அதற்கு மேல் எதுவும் இல்லை.`)
};

/**
* | output |
* | --- |
* | "Role-based access control: every person sees exactly the projects they work on, nothing more." |
*
* @param {Home_Flidesk_Security_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_security_text = /** @type {((inputs?: Home_Flidesk_Security_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_Security_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_security_text(inputs)
	if (locale === "ta") return ta_home_flidesk_security_text(inputs)
	return en_home_flidesk_security_text(inputs)
});