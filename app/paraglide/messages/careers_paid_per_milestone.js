/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Paid_Per_MilestoneInputs */

const en_careers_paid_per_milestone = /** @type {(inputs: Careers_Paid_Per_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid per milestone`)
};

const si_careers_paid_per_milestone = /** @type {(inputs: Careers_Paid_Per_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදියරකට ගෙවීම`)
};

const ta_careers_paid_per_milestone = /** @type {(inputs: Careers_Paid_Per_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு கட்டத்துக்கும் கட்டணம்`)
};

/**
* | output |
* | --- |
* | "Paid per milestone" |
*
* @param {Careers_Paid_Per_MilestoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_paid_per_milestone = /** @type {((inputs?: Careers_Paid_Per_MilestoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Paid_Per_MilestoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_paid_per_milestone(inputs)
	if (locale === "ta") return ta_careers_paid_per_milestone(inputs)
	return en_careers_paid_per_milestone(inputs)
});