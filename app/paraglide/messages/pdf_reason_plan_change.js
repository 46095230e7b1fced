/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, old: NonNullable<unknown>, new: NonNullable<unknown> }} Pdf_Reason_Plan_ChangeInputs */

const en_pdf_reason_plan_change = /** @type {(inputs: Pdf_Reason_Plan_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.days} unused days of your ${i?.old} plan, after your change to ${i?.new}`)
};

const si_pdf_reason_plan_change = /** @type {(inputs: Pdf_Reason_Plan_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.new} වෙත ඔබ මාරු වූ පසු, ඔබේ ${i?.old} සැලසුමේ භාවිත නොකළ දින ${i?.days}`)
};

const ta_pdf_reason_plan_change = /** @type {(inputs: Pdf_Reason_Plan_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.new} க்கு நீங்கள் மாறிய பின், உங்கள் ${i?.old} திட்டத்தின் பயன்படுத்தப்படாத ${i?.days} நாட்கள்`)
};

/**
* | output |
* | --- |
* | "The {days} unused days of your {old} plan, after your change to {new}" |
*
* @param {Pdf_Reason_Plan_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_reason_plan_change = /** @type {((inputs: Pdf_Reason_Plan_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Reason_Plan_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_reason_plan_change(inputs)
	if (locale === "ta") return ta_pdf_reason_plan_change(inputs)
	return en_pdf_reason_plan_change(inputs)
});