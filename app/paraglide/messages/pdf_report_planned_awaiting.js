/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, awaiting: NonNullable<unknown> }} Pdf_Report_Planned_AwaitingInputs */

const en_pdf_report_planned_awaiting = /** @type {(inputs: Pdf_Report_Planned_AwaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} post planned for the month, ${i?.awaiting} still awaiting your approval.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} posts planned for the month, ${i?.awaiting} still awaiting your approval.`);
	return /** @type {LocalizedString} */ ("pdf_report_planned_awaiting");
};

const si_pdf_report_planned_awaiting = /** @type {(inputs: Pdf_Report_Planned_AwaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`මාසය සඳහා පළ කිරීම් ${i?.count}ක් සැලසුම් කෙරිණි, ${i?.awaiting}ක් තවම ඔබේ අනුමැතිය බලාපොරොත්තුවෙන්.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`මාසය සඳහා පළ කිරීම් ${i?.count}ක් සැලසුම් කෙරිණි, ${i?.awaiting}ක් තවම ඔබේ අනුමැතිය බලාපොරොත්තුවෙන්.`);
	return /** @type {LocalizedString} */ ("pdf_report_planned_awaiting");
};

const ta_pdf_report_planned_awaiting = /** @type {(inputs: Pdf_Report_Planned_AwaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கு ${i?.count} பதிவு திட்டமிடப்பட்டது, ${i?.awaiting} இன்னும் உங்கள் ஒப்புதலுக்காகக் காத்திருக்கின்றன.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கு ${i?.count} பதிவுகள் திட்டமிடப்பட்டன, ${i?.awaiting} இன்னும் உங்கள் ஒப்புதலுக்காகக் காத்திருக்கின்றன.`);
	return /** @type {LocalizedString} */ ("pdf_report_planned_awaiting");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} post planned for the month, {awaiting} still awaiting your approval." |
* | "other" | "{count} posts planned for the month, {awaiting} still awaiting your approval." |
*
* @param {Pdf_Report_Planned_AwaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_planned_awaiting = /** @type {((inputs: Pdf_Report_Planned_AwaitingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Planned_AwaitingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_planned_awaiting(inputs)
	if (locale === "ta") return ta_pdf_report_planned_awaiting(inputs)
	return en_pdf_report_planned_awaiting(inputs)
});