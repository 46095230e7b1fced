/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Forms_Retry_MinutesInputs */

const en_forms_retry_minutes = /** @type {(inputs: Forms_Retry_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Too many attempts. Please try again in ${i?.count} minute.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Too many attempts. Please try again in ${i?.count} minutes.`);
	return /** @type {LocalizedString} */ ("forms_retry_minutes");
};

const si_forms_retry_minutes = /** @type {(inputs: Forms_Retry_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තු ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තු ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	return /** @type {LocalizedString} */ ("forms_retry_minutes");
};

const ta_forms_retry_minutes = /** @type {(inputs: Forms_Retry_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`பல முறை முயன்றுவிட்டீர்கள். ${i?.count} நிமிடத்திற்குப் பிறகு மீண்டும் முயலவும்.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`பல முறை முயன்றுவிட்டீர்கள். ${i?.count} நிமிடங்களுக்குப் பிறகு மீண்டும் முயலவும்.`);
	return /** @type {LocalizedString} */ ("forms_retry_minutes");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many attempts. Please try again in {count} minute." |
* | "other" | "Too many attempts. Please try again in {count} minutes." |
*
* @param {Forms_Retry_MinutesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_retry_minutes = /** @type {((inputs: Forms_Retry_MinutesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_Retry_MinutesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_retry_minutes(inputs)
	if (locale === "ta") return ta_forms_retry_minutes(inputs)
	return en_forms_retry_minutes(inputs)
});