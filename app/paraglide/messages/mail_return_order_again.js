/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Return_Order_AgainInputs */

const en_mail_return_order_again = /** @type {(inputs: Mail_Return_Order_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If you still want the plan, you can order it again at ${i?.link}.`)
};

const si_mail_return_order_again = /** @type {(inputs: Mail_Return_Order_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබට තවමත් මෙම සැලසුම අවශ්‍ය නම්, ${i?.link} හි එය නැවත ඇණවුම් කළ හැක.`)
};

const ta_mail_return_order_again = /** @type {(inputs: Mail_Return_Order_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டம் இன்னும் உங்களுக்குத் தேவைப்பட்டால், ${i?.link} இல் அதை மீண்டும் ஆர்டர் செய்யலாம்.`)
};

/**
* | output |
* | --- |
* | "If you still want the plan, you can order it again at {link}." |
*
* @param {Mail_Return_Order_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_order_again = /** @type {((inputs: Mail_Return_Order_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Order_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_order_again(inputs)
	if (locale === "ta") return ta_mail_return_order_again(inputs)
	return en_mail_return_order_again(inputs)
});