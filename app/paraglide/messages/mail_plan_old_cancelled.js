/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Mail_Plan_Old_CancelledInputs */

const en_mail_plan_old_cancelled = /** @type {(inputs: Mail_Plan_Old_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan is cancelled today, so it is not charged again.`)
};

const si_mail_plan_old_cancelled = /** @type {(inputs: Mail_Plan_Old_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම අද අවලංගු කෙරේ, එබැවින් එය නැවත අය නොකෙරේ.`)
};

const ta_mail_plan_old_cancelled = /** @type {(inputs: Mail_Plan_Old_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டம் இன்று ரத்து செய்யப்படுகிறது, எனவே அதற்கு மீண்டும் வசூலிக்கப்படாது.`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan is cancelled today, so it is not charged again." |
*
* @param {Mail_Plan_Old_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_old_cancelled = /** @type {((inputs: Mail_Plan_Old_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Old_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_plan_old_cancelled(inputs)
	if (locale === "ta") return ta_mail_plan_old_cancelled(inputs)
	return en_mail_plan_old_cancelled(inputs)
});