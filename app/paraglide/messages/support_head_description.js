/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Head_DescriptionInputs */

const en_support_head_description = /** @type {(inputs: Support_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live chat 24/7, email support within 4 hours and phone support Mon-Fri 9 AM-6 PM. Check your Fli DESK ID and find answers.`)
};

const si_support_head_description = /** @type {(inputs: Support_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැය 24 පුරා සජීවී කතාබස්, පැය 4ක් ඇතුළත ඊමේල් සහාය, සඳුදා-සිකුරාදා පෙ.ව. 9-ප.ව. 6 දුරකථන සහාය. ඔබේ Fli DESK ID පරීක්ෂා කර පිළිතුරු සොයාගන්න.`)
};

const ta_support_head_description = /** @type {(inputs: Support_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24/7 நேரலை அரட்டை, 4 மணி நேரத்திற்குள் மின்னஞ்சல் உதவி, திங்கள்-வெள்ளி காலை 9-மாலை 6 தொலைபேசி உதவி. உங்கள் Fli DESK ID-ஐச் சரிபார்த்து, பதில்களைக் கண்டறியுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Live chat 24/7, email support within 4 hours and phone support Mon-Fri 9 AM-6 PM. Check your Fli DESK ID and find answers." |
*
* @param {Support_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_head_description = /** @type {((inputs?: Support_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_head_description(inputs)
	if (locale === "ta") return ta_support_head_description(inputs)
	return en_support_head_description(inputs)
});