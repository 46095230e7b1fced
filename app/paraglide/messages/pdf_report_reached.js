/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, people: NonNullable<unknown> }} Pdf_Report_ReachedInputs */

const en_pdf_report_reached = /** @type {(inputs: Pdf_Report_ReachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`reached ${i?.people} person`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`reached ${i?.people} people`);
	return /** @type {LocalizedString} */ ("pdf_report_reached");
};

const si_pdf_report_reached = /** @type {(inputs: Pdf_Report_ReachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`පුද්ගලයින් ${i?.people}කට ළඟා විය`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`පුද්ගලයින් ${i?.people}කට ළඟා විය`);
	return /** @type {LocalizedString} */ ("pdf_report_reached");
};

const ta_pdf_report_reached = /** @type {(inputs: Pdf_Report_ReachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.people} நபரைச் சென்றடைந்தது`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.people} நபர்களைச் சென்றடைந்தது`);
	return /** @type {LocalizedString} */ ("pdf_report_reached");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "reached {people} person" |
* | "other" | "reached {people} people" |
*
* @param {Pdf_Report_ReachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_reached = /** @type {((inputs: Pdf_Report_ReachedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_ReachedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_reached(inputs)
	if (locale === "ta") return ta_pdf_report_reached(inputs)
	return en_pdf_report_reached(inputs)
});