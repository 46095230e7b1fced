/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Report_PlannedInputs */

const en_pdf_report_planned = /** @type {(inputs: Pdf_Report_PlannedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} post planned for the month.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} posts planned for the month.`);
	return /** @type {LocalizedString} */ ("pdf_report_planned");
};

const si_pdf_report_planned = /** @type {(inputs: Pdf_Report_PlannedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`මාසය සඳහා පළ කිරීම් ${i?.count}ක් සැලසුම් කෙරිණි.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`මාසය සඳහා පළ කිරීම් ${i?.count}ක් සැලසුම් කෙරිණි.`);
	return /** @type {LocalizedString} */ ("pdf_report_planned");
};

const ta_pdf_report_planned = /** @type {(inputs: Pdf_Report_PlannedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கு ${i?.count} பதிவு திட்டமிடப்பட்டது.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கு ${i?.count} பதிவுகள் திட்டமிடப்பட்டன.`);
	return /** @type {LocalizedString} */ ("pdf_report_planned");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} post planned for the month." |
* | "other" | "{count} posts planned for the month." |
*
* @param {Pdf_Report_PlannedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_planned = /** @type {((inputs: Pdf_Report_PlannedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_PlannedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_planned(inputs)
	if (locale === "ta") return ta_pdf_report_planned(inputs)
	return en_pdf_report_planned(inputs)
});