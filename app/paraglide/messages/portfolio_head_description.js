/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Head_DescriptionInputs */

const en_portfolio_head_description = /** @type {(inputs: Portfolio_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Case studies of SEO, social media, web development and branding projects, with the traffic, conversion and revenue results they delivered.`)
};

const si_portfolio_head_description = /** @type {(inputs: Portfolio_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO, සමාජ මාධ්‍ය, වෙබ් සංවර්ධනය සහ සන්නාම ව්‍යාපෘතිවල සිද්ධි අධ්‍යයන, ඒවායින් ලැබුණු පැමිණීම්, පරිවර්තන සහ ආදායම් ප්‍රතිඵල සමඟ.`)
};

const ta_portfolio_head_description = /** @type {(inputs: Portfolio_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO, சமூக ஊடகம், இணைய மேம்பாடு மற்றும் பிராண்ட் திட்டங்களின் வழக்கு ஆய்வுகள், அவை பெற்றுத்தந்த வருகை, மாற்றம் மற்றும் வருவாய் முடிவுகளுடன்.`)
};

/**
* | output |
* | --- |
* | "Case studies of SEO, social media, web development and branding projects, with the traffic, conversion and revenue results they delivered." |
*
* @param {Portfolio_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_head_description = /** @type {((inputs?: Portfolio_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_head_description(inputs)
	if (locale === "ta") return ta_portfolio_head_description(inputs)
	return en_portfolio_head_description(inputs)
});