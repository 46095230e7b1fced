/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_TextInputs */

const en_home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your business and goals. We reply to every message within 24 hours.`)
};

const si_home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපාරය සහ ඉලක්ක ගැන අපට කියන්න. සෑම පණිවිඩයකටම පැය 24ක් ඇතුළත අපි පිළිතුරු දෙමු.`)
};

const ta_home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் வணிகம் மற்றும் இலக்குகளைப் பற்றிச் சொல்லுங்கள். ஒவ்வொரு செய்திக்கும் 24 மணி நேரத்திற்குள் பதிலளிப்போம்.`)
};

/**
* | output |
* | --- |
* | "Tell us about your business and goals. We reply to every message within 24 hours." |
*
* @param {Home_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_contact_text = /** @type {((inputs?: Home_Contact_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_contact_text(inputs)
	if (locale === "ta") return ta_home_contact_text(inputs)
	return en_home_contact_text(inputs)
});