/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fintech_DescriptionInputs */

const en_portfolio_fintech_description = /** @type {(inputs: Portfolio_Fintech_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A complete identity for a growing fintech: logo, colour system, app design language and launch campaign.`)
};

const si_portfolio_fintech_description = /** @type {(inputs: Portfolio_Fintech_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වර්ධනය වන මූල්‍ය තාක්ෂණ ආයතනයක් සඳහා සම්පූර්ණ අනන්‍යතාවක්: ලාංඡනය, වර්ණ පද්ධතිය, යෙදුමේ නිර්මාණ ශෛලිය සහ දියත් කිරීමේ ප්‍රචාරණය.`)
};

const ta_portfolio_fintech_description = /** @type {(inputs: Portfolio_Fintech_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வளர்ந்து வரும் நிதித் தொழில்நுட்ப நிறுவனத்துக்கான முழுமையான அடையாளம்: லோகோ, வண்ண அமைப்பு, செயலியின் வடிவமைப்பு மொழி மற்றும் அறிமுகப் பிரச்சாரம்.`)
};

/**
* | output |
* | --- |
* | "A complete identity for a growing fintech: logo, colour system, app design language and launch campaign." |
*
* @param {Portfolio_Fintech_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_description = /** @type {((inputs?: Portfolio_Fintech_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fintech_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fintech_description(inputs)
	if (locale === "ta") return ta_portfolio_fintech_description(inputs)
	return en_portfolio_fintech_description(inputs)
});