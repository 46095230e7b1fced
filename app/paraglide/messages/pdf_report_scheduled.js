/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, month: NonNullable<unknown> }} Pdf_Report_ScheduledInputs */

const en_pdf_report_scheduled = /** @type {(inputs: Pdf_Report_ScheduledInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} post scheduled for ${i?.month}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} posts scheduled for ${i?.month}.`);
	return /** @type {LocalizedString} */ ("pdf_report_scheduled");
};

const si_pdf_report_scheduled = /** @type {(inputs: Pdf_Report_ScheduledInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month} සඳහා පළ කිරීම් ${i?.count}ක් කාලසටහන්ගත කෙරිණි.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month} සඳහා පළ කිරීම් ${i?.count}ක් කාලසටහන්ගත කෙරිණි.`);
	return /** @type {LocalizedString} */ ("pdf_report_scheduled");
};

const ta_pdf_report_scheduled = /** @type {(inputs: Pdf_Report_ScheduledInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month} மாதத்துக்கு ${i?.count} பதிவு திட்டமிடப்பட்டுள்ளது.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month} மாதத்துக்கு ${i?.count} பதிவுகள் திட்டமிடப்பட்டுள்ளன.`);
	return /** @type {LocalizedString} */ ("pdf_report_scheduled");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} post scheduled for {month}." |
* | "other" | "{count} posts scheduled for {month}." |
*
* @param {Pdf_Report_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_scheduled = /** @type {((inputs: Pdf_Report_ScheduledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_ScheduledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_scheduled(inputs)
	if (locale === "ta") return ta_pdf_report_scheduled(inputs)
	return en_pdf_report_scheduled(inputs)
});