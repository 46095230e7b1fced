/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Roles_TextInputs */

const en_flidesk_roles_text = /** @type {(inputs: Flidesk_Roles_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients follow their projects, freelancers update theirs, admins run the whole agency from one place.`)
};

const si_flidesk_roles_text = /** @type {(inputs: Flidesk_Roles_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයන් තම ව්‍යාපෘති අනුගමනය කරයි, නිදහස් සේවකයන් තමන්ගේ ඒවා යාවත්කාලීන කරයි, පරිපාලකයන් මුළු ආයතනයම එකම තැනකින් පවත්වාගෙන යයි.`)
};

const ta_flidesk_roles_text = /** @type {(inputs: Flidesk_Roles_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்கள் தங்கள் திட்டங்களைப் பின்தொடர்கின்றனர், ஃப்ரீலான்சர்கள் தங்களுடையதைப் புதுப்பிக்கின்றனர், நிர்வாகிகள் முழு நிறுவனத்தையும் ஒரே இடத்திலிருந்து நடத்துகின்றனர்.`)
};

/**
* | output |
* | --- |
* | "Clients follow their projects, freelancers update theirs, admins run the whole agency from one place." |
*
* @param {Flidesk_Roles_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_roles_text = /** @type {((inputs?: Flidesk_Roles_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Roles_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_roles_text(inputs)
	if (locale === "ta") return ta_flidesk_roles_text(inputs)
	return en_flidesk_roles_text(inputs)
});