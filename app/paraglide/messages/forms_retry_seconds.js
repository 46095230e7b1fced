/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Forms_Retry_SecondsInputs */

const en_forms_retry_seconds = /** @type {(inputs: Forms_Retry_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Too many attempts. Please try again in ${i?.count} second.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Too many attempts. Please try again in ${i?.count} seconds.`);
	return /** @type {LocalizedString} */ ("forms_retry_seconds");
};

const si_forms_retry_seconds = /** @type {(inputs: Forms_Retry_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`උත්සාහයන් වැඩියි. කරුණාකර තත්පර ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`උත්සාහයන් වැඩියි. කරුණාකර තත්පර ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	return /** @type {LocalizedString} */ ("forms_retry_seconds");
};

const ta_forms_retry_seconds = /** @type {(inputs: Forms_Retry_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`பல முறை முயன்றுவிட்டீர்கள். ${i?.count} விநாடிக்குப் பிறகு மீண்டும் முயலவும்.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`பல முறை முயன்றுவிட்டீர்கள். ${i?.count} விநாடிகளுக்குப் பிறகு மீண்டும் முயலவும்.`);
	return /** @type {LocalizedString} */ ("forms_retry_seconds");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many attempts. Please try again in {count} second." |
* | "other" | "Too many attempts. Please try again in {count} seconds." |
*
* @param {Forms_Retry_SecondsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_retry_seconds = /** @type {((inputs: Forms_Retry_SecondsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_Retry_SecondsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_retry_seconds(inputs)
	if (locale === "ta") return ta_forms_retry_seconds(inputs)
	return en_forms_retry_seconds(inputs)
});