/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Analytics_ReportsInputs */

const en_nav_analytics_reports = /** @type {(inputs: Nav_Analytics_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics & Reports`)
};

const si_nav_analytics_reports = /** @type {(inputs: Nav_Analytics_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ සහ වාර්තා`)
};

const ta_nav_analytics_reports = /** @type {(inputs: Nav_Analytics_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு மற்றும் அறிக்கைகள்`)
};

/**
* | output |
* | --- |
* | "Analytics & Reports" |
*
* @param {Nav_Analytics_ReportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_analytics_reports = /** @type {((inputs?: Nav_Analytics_ReportsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Analytics_ReportsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_analytics_reports(inputs)
	if (locale === "ta") return ta_nav_analytics_reports(inputs)
	return en_nav_analytics_reports(inputs)
});