import { z } from "zod";

// A checkout form as PayHere receives it: its own module, so the page that reads it and the records that keep
// what it bought both name it without importing each other.
export const checkoutKeys = [
  "merchant_id",
  "return_url",
  "cancel_url",
  "notify_url",
  "first_name",
  "last_name",
  "email",
  "phone",
  "address",
  "city",
  "country",
  "order_id",
  "items",
  "currency",
  "amount",
  "recurrence",
  "duration",
  "custom_1",
  "custom_2",
  "hash",
] as const;

// Every field of the checkout form, as text of a sane length: the page renders them all back as hidden fields.
export const sandboxOrderSchema = z.record(z.enum(checkoutKeys), z.string().max(500));

export type SandboxOrder = z.output<typeof sandboxOrderSchema>;
