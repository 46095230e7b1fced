import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { sandboxAppCredentials } from "~/features/billing/index.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { formatTimestamp } from "~/lib/format";
import { statusOf } from "~/lib/http.server";
import { parseValue } from "~/lib/parse.server";
import type { Problem } from "~/lib/result";
import { sandboxPaymentId, sendSandboxNotify } from "./payment-page.server";
import {
  cancelSandboxSubscription,
  chargeSandboxInstallment,
  dropNextRefundAnswer,
  findSandboxSubscription,
  issueSandboxToken,
  listSandboxSubscriptions,
  refundSandboxPayment,
  type SandboxCheckout,
  type SandboxPayment,
  type SandboxSubscription,
  sandboxPaymentsOf,
  sandboxTokenValid,
} from "./records.server";

/**
 * The local sandbox gateway's copy of PayHere's merchant API (docs/architecture.md, Billing): the same paths under
 * /sandbox-gateway/merchant/v1, the same OAuth and the same answers, over the payments the sandbox took.
 * Features answer values, not responses: this gives the route a status and the JSON body to send.
 */
export type SandboxApiAnswer = { status: number; body: unknown };

export const SANDBOX_TOKEN_SECONDS = 600;

const answer = (data: unknown, msg: string): SandboxApiAnswer => ({ status: 200, body: { status: 1, msg, data } });
const refusal = (problem: Pick<Problem, "kind" | "message">): SandboxApiAnswer => ({
  status: statusOf(problem),
  body: { status: -1, msg: problem.message, data: null },
});
const unauthorized = (error: string, description: string): SandboxApiAnswer => ({
  status: 401,
  body: { error, error_description: description },
});

function sameText(a: string, b: string) {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** `POST /oauth/token`: Basic app credentials and `grant_type=client_credentials`, as PayHere's OAuth takes them. */
export async function sandboxToken(db: Db, env: Env, authorization: string | null, form: URLSearchParams) {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  const [appId = "", appSecret = ""] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [];
  const expected = sandboxAppCredentials(env);
  if (!basic || !sameText(appId, expected.appId) || !sameText(appSecret, expected.appSecret)) {
    return unauthorized("invalid_client", "Bad client credentials");
  }
  if (form.get("grant_type") !== "client_credentials") {
    return { status: 400, body: { error: "unsupported_grant_type", error_description: "Use client_credentials" } };
  }
  const token = await issueSandboxToken(db, SANDBOX_TOKEN_SECONDS);
  return {
    status: 200,
    body: { access_token: token, token_type: "bearer", expires_in: SANDBOX_TOKEN_SECONDS, scope: "SANDBOX" },
  };
}

/** A bearer token the sandbox issued and that has not expired. */
export async function sandboxBearerValid(db: Db, authorization: string | null) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  return token ? sandboxTokenValid(db, token) : false;
}

export const sandboxBadToken = () => unauthorized("invalid_token", "Invalid or expired access token");

/** PayHere's date and time: "2026-11-24 17:50:05", Sri Lankan time. */
const payhereDate = (at: Date) => formatTimestamp(at).slice(0, 19).replace("T", " ");

function customerOf(checkout: SandboxCheckout) {
  const { order } = checkout;
  return { first_name: order.first_name, last_name: order.last_name, email: order.email, phone: order.phone };
}

function subscriptionShape(row: SandboxSubscription) {
  const checkout = row.checkout as SandboxCheckout;
  return {
    subscription_id: row.id,
    order_id: row.orderId,
    date: payhereDate(row.createdAt),
    description: checkout.order.items,
    status: row.status,
    customer: customerOf(checkout),
    amount: Number(row.amount),
    currency: row.currency,
    recurring: row.recurrence,
    duration: row.duration,
    installments_paid: row.installmentsPaid,
    next_payment_date: row.status === "ACTIVE" ? row.nextPaymentDate : null,
  };
}

function paymentShape(row: SandboxPayment) {
  return {
    payment_id: row.id,
    order_id: row.orderId,
    subscription_id: row.subscriptionId,
    date: payhereDate(row.createdAt),
    description: row.description,
    status: row.status,
    currency: row.currency,
    amount: Number(row.amount),
    refunded_amount: Number(row.refunded),
    payment_method: { method: row.method },
  };
}

const idText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(100));
const subscriptionBody = z.object({ subscription_id: idText }, { error: "subscription_id is required" });
const refundBody = z.object({
  payment_id: idText,
  description: z.string({ error: "description is required" }).trim().min(1, "description is required").max(500),
  amount: z
    .number({ error: "amount must be a number" })
    .positive("amount must be more than 0")
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: "amount has at most 2 decimals" })
    .optional(),
});
const installmentBody = subscriptionBody.extend({ fail: z.boolean().default(false) });
const paymentBody = z.object({ payment_id: idText }, { error: "payment_id is required" });

type Route = {
  method: "GET" | "POST";
  pattern: RegExp;
  run: (call: SandboxCall, match: string[]) => Promise<SandboxApiAnswer>;
};
export type SandboxCall = { db: Db; env: Env; body: unknown; query: URLSearchParams };

const routes: Route[] = [
  {
    method: "GET",
    pattern: /^subscription$/,
    run: async ({ db }) => answer((await listSandboxSubscriptions(db)).map(subscriptionShape), "Found subscriptions"),
  },
  { method: "GET", pattern: /^subscription\/([^/]+)\/payments$/, run: subscriptionPayments },
  { method: "POST", pattern: /^subscription\/retry$/, run: (call) => charge(call, true) },
  { method: "POST", pattern: /^subscription\/cancel$/, run: cancel },
  { method: "POST", pattern: /^payment\/refund$/, run: refund },
  { method: "GET", pattern: /^payment\/search$/, run: search },
  // The sandbox's own test hooks, not PayHere's: charges a subscription's next installment now (`fail`: declined);
  // makes a payment's next refund and then loses the answer, as a timeout or a dropped connection would.
  { method: "POST", pattern: /^sandbox\/charge-installment$/, run: (call) => charge(call, false) },
  { method: "POST", pattern: /^sandbox\/drop-refund-answer$/, run: dropRefundAnswer },
];

/** A call after the bearer check: `path` is what follows /merchant/v1/. 404 in PayHere's shape for anything else. */
export async function sandboxApiCall(call: SandboxCall, method: string, path: string): Promise<SandboxApiAnswer> {
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (route.method !== method) return { status: 405, body: { status: -1, msg: `Use ${route.method}`, data: null } };
    return route.run(call, match);
  }
  return refusal({ kind: "not-found", message: "No such API" });
}

async function subscriptionPayments({ db }: SandboxCall, match: string[]) {
  const id = decodeURIComponent(match[1] ?? "");
  if (!(await findSandboxSubscription(db, id)))
    return refusal({ kind: "not-found", message: "Subscription not found" });
  return answer((await sandboxPaymentsOf(db, { subscriptionId: id })).map(paymentShape), "Found payments");
}

async function search({ db, query }: SandboxCall) {
  const orderId = query.get("order_id")?.trim();
  if (!orderId) return refusal({ kind: "invalid", message: "order_id is required" });
  return answer((await sandboxPaymentsOf(db, { orderId })).map(paymentShape), "Found payments");
}

async function cancel({ db, body }: SandboxCall) {
  const input = parseValue(body, subscriptionBody);
  if (!input.ok) return refusal(input.problem);
  const done = await cancelSandboxSubscription(db, input.value.subscription_id);
  return done.ok ? answer(null, "Successfully cancelled the subscription") : refusal(done.problem);
}

/** A gateway timeout from the proxy in front of the API, after the work was done: no answer of PayHere's own. */
const answerLost: SandboxApiAnswer = { status: 504, body: "504 Gateway Time-out" };

async function refund({ db, body }: SandboxCall) {
  const input = parseValue(body, refundBody);
  if (!input.ok) return refusal(input.problem);
  const { payment_id, description, amount } = input.value;
  const done = await refundSandboxPayment(db, { paymentId: payment_id, description, amount });
  if (!done.ok) return refusal(done.problem);
  return done.value.answerLost ? answerLost : answer(null, "Successfully refunded");
}

async function dropRefundAnswer({ db, body }: SandboxCall) {
  const input = parseValue(body, paymentBody);
  if (!input.ok) return refusal(input.problem);
  const done = await dropNextRefundAnswer(db, input.value.payment_id);
  return done.ok ? answer(null, "The payment's next refund will be made and its answer lost") : refusal(done.problem);
}

/**
 * A retry, or the test hook's installment: recorded first, then the notify goes out as PayHere sends one for an
 * installment. A notify that fails is only logged: the charge stands, as at PayHere, and reconciliation finds it.
 */
async function charge({ db, env, body }: SandboxCall, retry: boolean) {
  const input = parseValue(body, retry ? subscriptionBody : installmentBody);
  if (!input.ok) return refusal(input.problem);
  const succeed = retry || !("fail" in input.value && input.value.fail);
  const paymentId = sandboxPaymentId();
  const done = await chargeSandboxInstallment(db, {
    subscriptionId: input.value.subscription_id,
    paymentId,
    retry,
    succeed,
    at: new Date(),
  });
  if (!done.ok) return refusal(done.problem);
  await notifyInstallment(env, done, paymentId, succeed);
  const msg = succeed ? "Recurring payment charged successfully" : "Recurring payment failed";
  return answer(retry ? null : paymentShape(done.value.payment), msg);
}

async function notifyInstallment(
  env: Env,
  done: Extract<Awaited<ReturnType<typeof chargeSandboxInstallment>>, { ok: true }>,
  paymentId: string,
  succeed: boolean,
) {
  const { subscription } = done.value;
  try {
    await sendSandboxNotify(env, {
      checkout: subscription.checkout as SandboxCheckout,
      paymentId,
      outcome: succeed
        ? { status: "2", message: "Successfully completed the payment." }
        : { status: "-2", message: "Insufficient funds" },
      subscriptionId: subscription.id,
      messageType: succeed ? "RECURRING_INSTALLMENT_SUCCESS" : "RECURRING_INSTALLMENT_FAILED",
      recurringStatus: succeed ? "0" : "-1",
      installmentsPaid: subscription.installmentsPaid,
      nextDate: subscription.nextPaymentDate ?? "",
    });
  } catch (error) {
    console.warn(`The sandbox's notify for payment ${paymentId} failed:`, describeError(error));
  }
}
