/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Plan_Started_MonthInputs */

const en_mail_plan_started_month = /** @type {(inputs: Mail_Plan_Started_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan has started: we received ${i?.amount}, charged monthly from today.`)
};

const si_mail_plan_started_month = /** @type {(inputs: Mail_Plan_Started_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම ආරම්භ විය: අපට ${i?.amount} ලැබුණි; අද සිට මාසිකව අය කෙරේ.`)
};

const ta_mail_plan_started_month = /** @type {(inputs: Mail_Plan_Started_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டம் தொடங்கியது: ${i?.amount} பெற்றோம்; இன்று முதல் மாதந்தோறும் வசூலிக்கப்படும்.`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan has started: we received {amount}, charged monthly from today." |
*
* @param {Mail_Plan_Started_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_started_month = /** @type {((inputs: Mail_Plan_Started_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Started_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_plan_started_month(inputs)
	if (locale === "ta") return ta_mail_plan_started_month(inputs)
	return en_mail_plan_started_month(inputs)
});