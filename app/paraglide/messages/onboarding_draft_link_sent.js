/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Onboarding_Draft_Link_SentInputs */

const en_onboarding_draft_link_sent = /** @type {(inputs: Onboarding_Draft_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If we have a saved draft for that email, we've sent a link to continue it.`)
};

const si_onboarding_draft_link_sent = /** @type {(inputs: Onboarding_Draft_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම ඊමේල් ලිපිනයට සුරැකි කෙටුම්පතක් අප සතුව ඇත්නම්, එය දිගටම කරගෙන යාමට සබැඳියක් අපි එවා ඇත්තෙමු.`)
};

const ta_onboarding_draft_link_sent = /** @type {(inputs: Onboarding_Draft_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த மின்னஞ்சலுக்குச் சேமித்த வரைவு எங்களிடம் இருந்தால், அதைத் தொடர ஓர் இணைப்பை அனுப்பியுள்ளோம்.`)
};

/**
* | output |
* | --- |
* | "If we have a saved draft for that email, we've sent a link to continue it." |
*
* @param {Onboarding_Draft_Link_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const onboarding_draft_link_sent = /** @type {((inputs?: Onboarding_Draft_Link_SentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Onboarding_Draft_Link_SentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_onboarding_draft_link_sent(inputs)
	if (locale === "ta") return ta_onboarding_draft_link_sent(inputs)
	return en_onboarding_draft_link_sent(inputs)
});