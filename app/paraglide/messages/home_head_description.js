/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Head_DescriptionInputs */

const en_home_head_description = /** @type {(inputs: Home_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Sri Lankan digital agency for social media management, SEO, brand identity design and web development. Book a private consultation or send us a message.`)
};

const si_home_head_description = /** @type {(inputs: Home_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය කළමනාකරණය, SEO, සන්නාම අනන්‍යතා නිර්මාණය සහ වෙබ් සංවර්ධනය සඳහා ශ්‍රී ලාංකික ඩිජිටල් ආයතනයක්. පෞද්ගලික සාකච්ඡාවක් වෙන්කරගන්න, නැතහොත් අපට පණිවිඩයක් එවන්න.`)
};

const ta_home_head_description = /** @type {(inputs: Home_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடக மேலாண்மை, SEO, பிராண்ட் அடையாள வடிவமைப்பு மற்றும் இணைய மேம்பாட்டுக்கான இலங்கை டிஜிட்டல் நிறுவனம். தனிப்பட்ட ஆலோசனைக்கு நேரம் ஒதுக்குங்கள், அல்லது எங்களுக்குச் செய்தி அனுப்புங்கள்.`)
};

/**
* | output |
* | --- |
* | "A Sri Lankan digital agency for social media management, SEO, brand identity design and web development. Book a private consultation or send us a message." |
*
* @param {Home_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_head_description = /** @type {((inputs?: Home_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_head_description(inputs)
	if (locale === "ta") return ta_home_head_description(inputs)
	return en_home_head_description(inputs)
});