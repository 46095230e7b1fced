import { z } from "zod";

// What PayHere's notify says, in a module of its own: the notify's handler and the writers it calls
// (notify-apply, the period after a payment) all name it, and none of them need import another for it.

const required = (key: string) => {
  const message = `Missing or invalid field: ${key}`;
  return z.string(message).min(1, message).max(200, message);
};
// PayHere leaves out what does not apply (a one-off payment has no subscription); an empty value means the same.
const optional = z
  .string()
  .optional()
  .transform((value) => value || null);

/** The fields of PayHere's notify we act on (docs/payhere.md); the signed ones first, in the order they are checked. */
export const notifySchema = z.object({
  merchant_id: required("merchant_id"),
  order_id: required("order_id"),
  payment_id: required("payment_id"),
  payhere_amount: required("payhere_amount"),
  payhere_currency: required("payhere_currency"),
  status_code: required("status_code"),
  md5sig: required("md5sig"),
  method: optional,
  message_type: optional,
  subscription_id: optional,
  item_rec_date_next: optional,
  item_recurrence: optional,
  item_duration: optional,
});

export type NotifyMessage = z.output<typeof notifySchema>;
