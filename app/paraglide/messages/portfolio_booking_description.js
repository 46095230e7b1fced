/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Booking_DescriptionInputs */

const en_portfolio_booking_description = /** @type {(inputs: Portfolio_Booking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fast, mobile-first booking site for a chain of boutique hotels, replacing a slow template and third-party booking fees.`)
};

const si_portfolio_booking_description = /** @type {(inputs: Portfolio_Booking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මන්දගාමී සැකිල්ලක් සහ වෙනත් ආයතනවලට ගෙවූ වෙන්කිරීම් ගාස්තු වෙනුවට, බුටීක් හෝටල් දාමයක් සඳහා ජංගම දුරකථනයට මුල් තැන දෙන වේගවත් වෙන්කිරීම් අඩවියක්.`)
};

const ta_portfolio_booking_description = /** @type {(inputs: Portfolio_Booking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மெதுவான டெம்ப்ளேட்டுக்கும் வெளி முன்பதிவுக் கட்டணங்களுக்கும் பதிலாக, பூட்டிக் ஹோட்டல் சங்கிலிக்காக உருவாக்கிய, மொபைலுக்கு முன்னுரிமை தரும் வேகமான முன்பதிவுத் தளம்.`)
};

/**
* | output |
* | --- |
* | "A fast, mobile-first booking site for a chain of boutique hotels, replacing a slow template and third-party booking fees." |
*
* @param {Portfolio_Booking_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_description = /** @type {((inputs?: Portfolio_Booking_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Booking_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_booking_description(inputs)
	if (locale === "ta") return ta_portfolio_booking_description(inputs)
	return en_portfolio_booking_description(inputs)
});