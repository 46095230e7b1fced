/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ end: NonNullable<unknown>, months: NonNullable<unknown> }} Mail_Plan_Bundle_RunsInputs */

const en_mail_plan_bundle_runs = /** @type {(inputs: Mail_Plan_Bundle_RunsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your bundle runs to ${i?.end}, the end of its ${i?.months}-month commitment; a cancellation takes effect then at the earliest.`)
};

const si_mail_plan_bundle_runs = /** @type {(inputs: Mail_Plan_Bundle_RunsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ පැකේජය එහි මාස ${i?.months}ක බැඳීම අවසන් වන ${i?.end} දක්වා පවතී; අවලංගු කිරීමක් බලපැවැත්වෙන්නේ ඉක්මනින්ම එදින සිට ය.`)
};

const ta_mail_plan_bundle_runs = /** @type {(inputs: Mail_Plan_Bundle_RunsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் தொகுப்பு அதன் ${i?.months} மாத ஒப்பந்தம் முடியும் ${i?.end} வரை தொடரும்; ரத்து செய்தாலும் அது மிக விரைவில் அன்றுதான் நடைமுறைக்கு வரும்.`)
};

/**
* | output |
* | --- |
* | "Your bundle runs to {end}, the end of its {months}-month commitment; a cancellation takes effect then at the earliest." |
*
* @param {Mail_Plan_Bundle_RunsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_bundle_runs = /** @type {((inputs: Mail_Plan_Bundle_RunsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Bundle_RunsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_plan_bundle_runs(inputs)
	if (locale === "ta") return ta_mail_plan_bundle_runs(inputs)
	return en_mail_plan_bundle_runs(inputs)
});