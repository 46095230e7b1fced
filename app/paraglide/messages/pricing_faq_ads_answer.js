/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_Ads_AnswerInputs */

const en_pricing_faq_ads_answer = /** @type {(inputs: Pricing_Faq_Ads_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. Growth and Scale include managing ads with a budget of up to LKR 50k and LKR 100k a month; the ad spend itself is paid to the platform.`)
};

const si_pricing_faq_ads_answer = /** @type {(inputs: Pricing_Faq_Ads_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත. Growth සහ Scale සැලසුම්වලට මසකට පිළිවෙළින් LKR 50,000 සහ LKR 100,000 දක්වා අයවැයක් සහිත දැන්වීම් කළමනාකරණය ඇතුළත් වේ; දැන්වීම් වියදම ඔබ වේදිකාවටම ගෙවයි.`)
};

const ta_pricing_faq_ads_answer = /** @type {(inputs: Pricing_Faq_Ads_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை. Growth மற்றும் Scale திட்டங்களில் மாதம் முறையே LKR 50,000 மற்றும் LKR 100,000 வரையிலான பட்ஜெட்டில் விளம்பர மேலாண்மை அடங்கும்; விளம்பரச் செலவை நேரடியாகத் தளத்துக்கே செலுத்துவீர்கள்.`)
};

/**
* | output |
* | --- |
* | "No. Growth and Scale include managing ads with a budget of up to LKR 50k and LKR 100k a month; the ad spend itself is paid to the platform." |
*
* @param {Pricing_Faq_Ads_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_ads_answer = /** @type {((inputs?: Pricing_Faq_Ads_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Ads_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_ads_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_ads_answer(inputs)
	return en_pricing_faq_ads_answer(inputs)
});