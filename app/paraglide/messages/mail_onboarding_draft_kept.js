/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Onboarding_Draft_KeptInputs */

const en_mail_onboarding_draft_kept = /** @type {(inputs: Mail_Onboarding_Draft_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your saved answers are deleted 3 days after your last change. If you did not ask for this link, you can ignore this email: nothing changes unless the link is opened.`)
};

const si_mail_onboarding_draft_kept = /** @type {(inputs: Mail_Onboarding_Draft_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අවසන් වෙනස් කිරීමෙන් දින 3කට පසු ඔබ සුරැකි පිළිතුරු මකා දමනු ලැබේ. ඔබ මෙම සබැඳිය ඉල්ලුවේ නැත්නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න: සබැඳිය විවෘත නොකරන තාක් කිසිවක් වෙනස් නොවේ.`)
};

const ta_mail_onboarding_draft_kept = /** @type {(inputs: Mail_Onboarding_Draft_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடைசி மாற்றத்திலிருந்து 3 நாட்களுக்குப் பிறகு சேமித்த பதில்கள் நீக்கப்படும். இந்த இணைப்பை நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: இணைப்பு திறக்கப்படாதவரை எதுவும் மாறாது.`)
};

/**
* | output |
* | --- |
* | "Your saved answers are deleted 3 days after your last change. If you did not ask for this link, you can ignore this email: nothing changes unless the link is..." |
*
* @param {Mail_Onboarding_Draft_KeptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_kept = /** @type {((inputs?: Mail_Onboarding_Draft_KeptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Onboarding_Draft_KeptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_onboarding_draft_kept(inputs)
	if (locale === "ta") return ta_mail_onboarding_draft_kept(inputs)
	return en_mail_onboarding_draft_kept(inputs)
});