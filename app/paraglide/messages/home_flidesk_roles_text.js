/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_Roles_TextInputs */

const en_home_flidesk_roles_text = /** @type {(inputs: Home_Flidesk_Roles_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One portal for client, freelancer and admin, each with the view and tools their role needs.`)
};

const si_home_flidesk_roles_text = /** @type {(inputs: Home_Flidesk_Roles_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා, නිදහස් සේවකයා සහ පරිපාලක සඳහා එකම ද්වාරයක්; එක් එක් අයට තම භූමිකාවට අවශ්‍ය දසුන සහ මෙවලම් සමඟ.`)
};

const ta_home_flidesk_roles_text = /** @type {(inputs: Home_Flidesk_Roles_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர், சுயாதீனப் பணியாளர், நிர்வாகி அனைவருக்கும் ஒரே போர்டல்; ஒவ்வொருவருக்கும் அவரது பங்குக்குத் தேவையான பார்வையும் கருவிகளும்.`)
};

/**
* | output |
* | --- |
* | "One portal for client, freelancer and admin, each with the view and tools their role needs." |
*
* @param {Home_Flidesk_Roles_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_roles_text = /** @type {((inputs?: Home_Flidesk_Roles_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_Roles_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_roles_text(inputs)
	if (locale === "ta") return ta_home_flidesk_roles_text(inputs)
	return en_home_flidesk_roles_text(inputs)
});