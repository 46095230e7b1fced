/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, platform: NonNullable<unknown>, before: NonNullable<unknown> }} Pdf_Report_SocialInputs */

const en_pdf_report_social = /** @type {(inputs: Pdf_Report_SocialInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.platform}: ${i?.count} post published (${i?.before} last month)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.platform}: ${i?.count} posts published (${i?.before} last month)`);
	return /** @type {LocalizedString} */ ("pdf_report_social");
};

const si_pdf_report_social = /** @type {(inputs: Pdf_Report_SocialInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.platform}: පළ කිරීම් ${i?.count}ක් පළ කෙරිණි (පසුගිය මාසයේ ${i?.before})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.platform}: පළ කිරීම් ${i?.count}ක් පළ කෙරිණි (පසුගිය මාසයේ ${i?.before})`);
	return /** @type {LocalizedString} */ ("pdf_report_social");
};

const ta_pdf_report_social = /** @type {(inputs: Pdf_Report_SocialInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.platform}: ${i?.count} பதிவு வெளியிடப்பட்டது (கடந்த மாதம் ${i?.before})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.platform}: ${i?.count} பதிவுகள் வெளியிடப்பட்டன (கடந்த மாதம் ${i?.before})`);
	return /** @type {LocalizedString} */ ("pdf_report_social");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{platform}: {count} post published ({before} last month)" |
* | "other" | "{platform}: {count} posts published ({before} last month)" |
*
* @param {Pdf_Report_SocialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_social = /** @type {((inputs: Pdf_Report_SocialInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_SocialInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_social(inputs)
	if (locale === "ta") return ta_pdf_report_social(inputs)
	return en_pdf_report_social(inputs)
});