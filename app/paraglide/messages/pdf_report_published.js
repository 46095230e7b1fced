/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ published: NonNullable<unknown>, promised: NonNullable<unknown> }} Pdf_Report_PublishedInputs */

const en_pdf_report_published = /** @type {(inputs: Pdf_Report_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.published} of ${i?.promised} posts published (the plan's quota).`)
};

const si_pdf_report_published = /** @type {(inputs: Pdf_Report_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ කිරීම් ${i?.promised}න් ${i?.published}ක් පළ කෙරිණි (සැලසුමේ කොටස).`)
};

const ta_pdf_report_published = /** @type {(inputs: Pdf_Report_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.promised} பதிவுகளில் ${i?.published} வெளியிடப்பட்டன (திட்டத்தின் ஒதுக்கீடு).`)
};

/**
* | output |
* | --- |
* | "{published} of {promised} posts published (the plan's quota)." |
*
* @param {Pdf_Report_PublishedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_published = /** @type {((inputs: Pdf_Report_PublishedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_PublishedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_published(inputs)
	if (locale === "ta") return ta_pdf_report_published(inputs)
	return en_pdf_report_published(inputs)
});