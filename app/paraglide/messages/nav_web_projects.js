/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Web_ProjectsInputs */

const en_nav_web_projects = /** @type {(inputs: Nav_Web_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web Projects`)
};

const si_nav_web_projects = /** @type {(inputs: Nav_Web_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් ව්‍යාපෘති`)
};

const ta_nav_web_projects = /** @type {(inputs: Nav_Web_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணையத் திட்டங்கள்`)
};

/**
* | output |
* | --- |
* | "Web Projects" |
*
* @param {Nav_Web_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_web_projects = /** @type {((inputs?: Nav_Web_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Web_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_web_projects(inputs)
	if (locale === "ta") return ta_nav_web_projects(inputs)
	return en_nav_web_projects(inputs)
});