/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Mail_Plan_Changed_SubjectInputs */

const en_mail_plan_changed_subject = /** @type {(inputs: Mail_Plan_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan changed: ${i?.plan}`)
};

const si_mail_plan_changed_subject = /** @type {(inputs: Mail_Plan_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සැලසුම වෙනස් විය: ${i?.plan}`)
};

const ta_mail_plan_changed_subject = /** @type {(inputs: Mail_Plan_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திட்டம் மாற்றப்பட்டது: ${i?.plan}`)
};

/**
* | output |
* | --- |
* | "Plan changed: {plan}" |
*
* @param {Mail_Plan_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_changed_subject = /** @type {((inputs: Mail_Plan_Changed_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Changed_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_plan_changed_subject(inputs)
	if (locale === "ta") return ta_mail_plan_changed_subject(inputs)
	return en_mail_plan_changed_subject(inputs)
});