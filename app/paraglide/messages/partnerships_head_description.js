/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Head_DescriptionInputs */

const en_partnerships_head_description = /** @type {(inputs: Partnerships_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner with Fli Digital: revenue share, white-label delivery and co-marketing for agencies, freelancers, technology providers and consultants.`)
};

const si_partnerships_head_description = /** @type {(inputs: Partnerships_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital සමඟ හවුල් වන්න: ඒජන්සි, නිදහස් සේවකයන්, තාක්ෂණ සැපයුම්කරුවන් සහ උපදේශකයන් සඳහා ආදායම් බෙදාගැනීම, ඔබේ නමින් සේවා සැපයීම සහ ඒකාබද්ධ අලෙවිකරණය.`)
};

const ta_partnerships_head_description = /** @type {(inputs: Partnerships_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital உடன் கூட்டாளராகுங்கள்: முகமைகள், ஃப்ரீலான்சர்கள், தொழில்நுட்ப வழங்குநர்கள் மற்றும் ஆலோசகர்களுக்கு வருவாய்ப் பகிர்வு, உங்கள் பெயரில் சேவை வழங்கல் மற்றும் கூட்டுச் சந்தைப்படுத்தல்.`)
};

/**
* | output |
* | --- |
* | "Partner with Fli Digital: revenue share, white-label delivery and co-marketing for agencies, freelancers, technology providers and consultants." |
*
* @param {Partnerships_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_head_description = /** @type {((inputs?: Partnerships_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_head_description(inputs)
	if (locale === "ta") return ta_partnerships_head_description(inputs)
	return en_partnerships_head_description(inputs)
});