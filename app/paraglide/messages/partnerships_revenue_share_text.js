/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Revenue_Share_TextInputs */

const en_partnerships_revenue_share_text = /** @type {(inputs: Partnerships_Revenue_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earn a share of every client you refer, for as long as they stay.`)
};

const si_partnerships_revenue_share_text = /** @type {(inputs: Partnerships_Revenue_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ යොමු කරන සෑම සේවාදායකයකුගෙන්ම, ඔවුන් අප සමඟ සිටින තාක් කල් කොටසක් උපයන්න.`)
};

const ta_partnerships_revenue_share_text = /** @type {(inputs: Partnerships_Revenue_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் பரிந்துரைக்கும் ஒவ்வொரு வாடிக்கையாளரிடமிருந்தும், அவர்கள் எங்களுடன் இருக்கும் வரை ஒரு பங்கைப் பெறுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Earn a share of every client you refer, for as long as they stay." |
*
* @param {Partnerships_Revenue_Share_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_revenue_share_text = /** @type {((inputs?: Partnerships_Revenue_Share_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Revenue_Share_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_revenue_share_text(inputs)
	if (locale === "ta") return ta_partnerships_revenue_share_text(inputs)
	return en_partnerships_revenue_share_text(inputs)
});