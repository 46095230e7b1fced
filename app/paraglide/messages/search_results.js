/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, q: NonNullable<unknown> }} Search_ResultsInputs */

const en_search_results = /** @type {(inputs: Search_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} result for “${i?.q}”`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} results for “${i?.q}”`);
	return /** @type {LocalizedString} */ ("search_results");
};

const si_search_results = /** @type {(inputs: Search_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`“${i?.q}” සඳහා ප්‍රතිඵල ${i?.count}ක්`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`“${i?.q}” සඳහා ප්‍රතිඵල ${i?.count}ක්`);
	return /** @type {LocalizedString} */ ("search_results");
};

const ta_search_results = /** @type {(inputs: Search_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`“${i?.q}” க்கு ${i?.count} முடிவு`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`“${i?.q}” க்கு ${i?.count} முடிவுகள்`);
	return /** @type {LocalizedString} */ ("search_results");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} result for “{q}”" |
* | "other" | "{count} results for “{q}”" |
*
* @param {Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_results = /** @type {((inputs: Search_ResultsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_ResultsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_search_results(inputs)
	if (locale === "ta") return ta_search_results(inputs)
	return en_search_results(inputs)
});