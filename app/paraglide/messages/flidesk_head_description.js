/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Head_DescriptionInputs */

const en_flidesk_head_description = /** @type {(inputs: Flidesk_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK is the portal where clients, freelancers and admins follow projects: live progress, updates, screenshots, analytics reports and AI insights.`)
};

const si_flidesk_head_description = /** @type {(inputs: Flidesk_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK යනු සේවාදායකයන්, නිදහස් සේවකයන් සහ පරිපාලකයන් ව්‍යාපෘති අනුගමනය කරන ද්වාරයයි: තත්කාලීන ප්‍රගතිය, යාවත්කාලීන, තිර රූ, විශ්ලේෂණ වාර්තා සහ AI අවබෝධය.`)
};

const ta_flidesk_head_description = /** @type {(inputs: Flidesk_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK என்பது வாடிக்கையாளர்கள், ஃப்ரீலான்சர்கள் மற்றும் நிர்வாகிகள் திட்டங்களைப் பின்தொடரும் போர்டல்: நிகழ்நேர முன்னேற்றம், புதுப்பிப்புகள், திரைப்பிடிப்புகள், பகுப்பாய்வு அறிக்கைகள் மற்றும் AI நுண்ணறிவுகள்.`)
};

/**
* | output |
* | --- |
* | "Fli DESK is the portal where clients, freelancers and admins follow projects: live progress, updates, screenshots, analytics reports and AI insights." |
*
* @param {Flidesk_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_head_description = /** @type {((inputs?: Flidesk_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_head_description(inputs)
	if (locale === "ta") return ta_flidesk_head_description(inputs)
	return en_flidesk_head_description(inputs)
});