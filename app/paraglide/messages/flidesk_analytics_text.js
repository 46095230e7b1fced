/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Analytics_TextInputs */

const en_flidesk_analytics_text = /** @type {(inputs: Flidesk_Analytics_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page views, visitors, bounce rate and top pages for your completed projects, as charts.`)
};

const si_flidesk_analytics_text = /** @type {(inputs: Flidesk_Analytics_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නිම කළ ව්‍යාපෘතිවල පිටු නැරඹුම්, නරඹන්නන්, ඉවත්වීමේ අනුපාතය සහ වැඩිපුරම බලන පිටු, ප්‍රස්ථාර ලෙස.`)
};

const ta_flidesk_analytics_text = /** @type {(inputs: Flidesk_Analytics_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறைவடைந்த உங்கள் திட்டங்களின் பக்கப் பார்வைகள், பார்வையாளர்கள், வெளியேறும் விகிதம், அதிகம் பார்க்கப்பட்ட பக்கங்கள், வரைபடங்களாக.`)
};

/**
* | output |
* | --- |
* | "Page views, visitors, bounce rate and top pages for your completed projects, as charts." |
*
* @param {Flidesk_Analytics_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_analytics_text = /** @type {((inputs?: Flidesk_Analytics_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Analytics_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_analytics_text(inputs)
	if (locale === "ta") return ta_flidesk_analytics_text(inputs)
	return en_flidesk_analytics_text(inputs)
});