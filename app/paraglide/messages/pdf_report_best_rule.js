/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Best_RuleInputs */

const en_pdf_report_best_rule = /** @type {(inputs: Pdf_Report_Best_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen as the most recent published post on each platform, until post figures are connected.`)
};

const si_pdf_report_best_rule = /** @type {(inputs: Pdf_Report_Best_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම්වල සංඛ්‍යා සම්බන්ධ කරන තුරු, එක් එක් වේදිකාවේ අලුත්ම පළ කිරීම තෝරා ඇත.`)
};

const ta_pdf_report_best_rule = /** @type {(inputs: Pdf_Report_Best_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுகளின் எண்ணிக்கைகள் இணைக்கப்படும் வரை, ஒவ்வொரு தளத்திலும் அண்மையில் வெளியிட்ட பதிவு தேர்ந்தெடுக்கப்பட்டுள்ளது.`)
};

/**
* | output |
* | --- |
* | "Chosen as the most recent published post on each platform, until post figures are connected." |
*
* @param {Pdf_Report_Best_RuleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_best_rule = /** @type {((inputs?: Pdf_Report_Best_RuleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Best_RuleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_best_rule(inputs)
	if (locale === "ta") return ta_pdf_report_best_rule(inputs)
	return en_pdf_report_best_rule(inputs)
});