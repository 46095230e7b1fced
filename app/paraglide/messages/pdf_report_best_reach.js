/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Report_Best_ReachInputs */

const en_pdf_report_best_reach = /** @type {(inputs: Pdf_Report_Best_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen by the people each post reached on Facebook and Instagram.`)
};

const si_pdf_report_best_reach = /** @type {(inputs: Pdf_Report_Best_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් එක් පළ කිරීම Facebook සහ Instagram හි ළඟා වූ පුද්ගලයින් ගණන අනුව තෝරා ඇත.`)
};

const ta_pdf_report_best_reach = /** @type {(inputs: Pdf_Report_Best_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook, Instagram இல் ஒவ்வொரு பதிவும் சென்றடைந்த நபர்களின் எண்ணிக்கையைக் கொண்டு தேர்ந்தெடுக்கப்பட்டுள்ளது.`)
};

/**
* | output |
* | --- |
* | "Chosen by the people each post reached on Facebook and Instagram." |
*
* @param {Pdf_Report_Best_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_best_reach = /** @type {((inputs?: Pdf_Report_Best_ReachInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_Best_ReachInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_best_reach(inputs)
	if (locale === "ta") return ta_pdf_report_best_reach(inputs)
	return en_pdf_report_best_reach(inputs)
});