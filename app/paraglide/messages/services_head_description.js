/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Head_DescriptionInputs */

const en_services_head_description = /** @type {(inputs: Services_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced SEO from $115/month, brand identity design from $5,000 and professional web development from $1500 per project.`)
};

const si_services_head_description = /** @type {(inputs: Services_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මසකට $115 සිට උසස් SEO, $5,000 සිට සන්නාම අනන්‍යතා නිර්මාණය සහ ව්‍යාපෘතියකට $1500 සිට වෘත්තීය වෙබ් සංවර්ධනය.`)
};

const ta_services_head_description = /** @type {(inputs: Services_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம் $115 முதல் மேம்பட்ட SEO, $5,000 முதல் பிராண்ட் அடையாள வடிவமைப்பு, ஒரு திட்டத்திற்கு $1500 முதல் தொழில்முறை இணைய மேம்பாடு.`)
};

/**
* | output |
* | --- |
* | "Advanced SEO from $115/month, brand identity design from $5,000 and professional web development from $1500 per project." |
*
* @param {Services_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_head_description = /** @type {((inputs?: Services_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_services_head_description(inputs)
	if (locale === "ta") return ta_services_head_description(inputs)
	return en_services_head_description(inputs)
});