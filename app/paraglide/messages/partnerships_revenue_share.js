/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Revenue_ShareInputs */

const en_partnerships_revenue_share = /** @type {(inputs: Partnerships_Revenue_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue share`)
};

const si_partnerships_revenue_share = /** @type {(inputs: Partnerships_Revenue_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආදායම් බෙදාගැනීම`)
};

const ta_partnerships_revenue_share = /** @type {(inputs: Partnerships_Revenue_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருவாய்ப் பகிர்வு`)
};

/**
* | output |
* | --- |
* | "Revenue share" |
*
* @param {Partnerships_Revenue_ShareInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_revenue_share = /** @type {((inputs?: Partnerships_Revenue_ShareInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Revenue_ShareInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_revenue_share(inputs)
	if (locale === "ta") return ta_partnerships_revenue_share(inputs)
	return en_partnerships_revenue_share(inputs)
});