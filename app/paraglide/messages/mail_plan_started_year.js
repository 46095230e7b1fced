/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Plan_Started_YearInputs */

const en_mail_plan_started_year = /** @type {(inputs: Mail_Plan_Started_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan has started: we received ${i?.amount}, charged yearly from today.`)
};

const si_mail_plan_started_year = /** @type {(inputs: Mail_Plan_Started_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම ආරම්භ විය: අපට ${i?.amount} ලැබුණි; අද සිට වාර්ෂිකව අය කෙරේ.`)
};

const ta_mail_plan_started_year = /** @type {(inputs: Mail_Plan_Started_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டம் தொடங்கியது: ${i?.amount} பெற்றோம்; இன்று முதல் ஆண்டுதோறும் வசூலிக்கப்படும்.`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan has started: we received {amount}, charged yearly from today." |
*
* @param {Mail_Plan_Started_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_started_year = /** @type {((inputs: Mail_Plan_Started_YearInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Started_YearInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_plan_started_year(inputs)
	if (locale === "ta") return ta_mail_plan_started_year(inputs)
	return en_mail_plan_started_year(inputs)
});