/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_ProjectsInputs */

const en_home_flidesk_projects = /** @type {(inputs: Home_Flidesk_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active projects`)
};

const si_home_flidesk_projects = /** @type {(inputs: Home_Flidesk_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියාත්මක ව්‍යාපෘති`)
};

const ta_home_flidesk_projects = /** @type {(inputs: Home_Flidesk_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலில் உள்ள திட்டங்கள்`)
};

/**
* | output |
* | --- |
* | "Active projects" |
*
* @param {Home_Flidesk_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_projects = /** @type {((inputs?: Home_Flidesk_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_projects(inputs)
	if (locale === "ta") return ta_home_flidesk_projects(inputs)
	return en_home_flidesk_projects(inputs)
});