import { z } from "zod";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { fail, ok, type Result } from "~/lib/result";
import { type Clock, callQueue, systemClock } from "./call-queue.server";
import { gateway, SANDBOX_API_BASE_PATH, sandboxAppCredentials } from "./gateway.server";

/** PayHere's merchant API hosts; `{base}/merchant/v1/...` (docs/architecture.md, Billing). */
export const PAYHERE_API_BASE = { sandbox: "https://sandbox.payhere.lk", live: "https://www.payhere.lk" } as const;

export type MerchantApiSettings = { baseUrl: string; appId: string; appSecret: string };

export type MerchantApiOptions = {
  clock?: Clock;
  /** The transport; tests wrap the real one to count requests. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** PayHere allows about 20 calls per 10 seconds. */
  rateLimit?: { calls: number; windowMs: number };
  /** How long before `expires_in` ends a token is replaced. */
  tokenMarginMs?: number;
};

const id = z.union([z.string(), z.number()]).transform(String);
const money = z.union([z.number(), z.string()]).pipe(z.coerce.number());

// Only the fields we read; PayHere sends more (customer, amount_detail, items), which are let through unread.
// A subscription and a payment share their record's fields.
const record = {
  order_id: z.string(),
  date: z.string(),
  description: z.string().catch(""),
  status: z.string(),
  amount: money,
  currency: z.string(),
};
const subscriptionSchema = z.object({
  ...record,
  subscription_id: id,
  recurring: z.string(),
  duration: z.string(),
  next_payment_date: z.string().nullish(),
});
const paymentSchema = z.object({
  ...record,
  payment_id: id,
  // What was refunded of it so far, where PayHere says (the status says whether it was, in any case).
  refunded_amount: money.nullish().catch(null),
  payment_method: z.object({ method: z.string() }).partial().nullish(),
});
export type MerchantSubscription = z.output<typeof subscriptionSchema>;
export type MerchantPayment = z.output<typeof paymentSchema>;

const answerSchema = z.object({ status: z.number(), msg: z.string().catch(""), data: z.unknown().optional() });
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
/** What a successful call without data gives back: PayHere's sentence. */
export type MerchantDone = { message: string };
const anything = z.unknown();

const unavailable = (why: string) => fail("unavailable", `PayHere could not be reached (${why}). Please try again.`);

type Exchange = (path: string, init: RequestInit) => Promise<{ status: number; body: unknown } | null>;

/** One HTTP exchange after its turn in the queue; a network failure or timeout answers null, never throws. */
function transport(baseUrl: string, send: typeof fetch, timeoutMs: number, queue: ReturnType<typeof callQueue>) {
  const base = `${baseUrl.replace(/\/$/, "")}/merchant/v1`;
  const exchange: Exchange = async (path, init) => {
    await queue.take();
    try {
      const response = await send(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, body };
    } catch (error) {
      console.warn(`PayHere merchant API ${path} failed:`, describeError(error));
      return null;
    }
  };
  return exchange;
}

/**
 * The access token: kept until shortly before `expires_in` ends (by the client's clock), then asked for again in
 * one request that every caller asking meanwhile shares.
 */
function tokenCache(settings: MerchantApiSettings, exchange: Exchange, clock: Clock, marginMs: number) {
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<Result<string>> | null = null;

  async function fetchToken(): Promise<Result<string>> {
    const basic = Buffer.from(`${settings.appId}:${settings.appSecret}`).toString("base64");
    const answer = await exchange("/oauth/token", {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
    });
    if (!answer) return unavailable("no answer");
    if (answer.status >= 500) return unavailable(`status ${answer.status}`);
    if (answer.status === 401 || answer.status === 400)
      return fail("unauthorized", "PayHere refused the app's credentials (PAYHERE_APP_ID, PAYHERE_APP_SECRET).");
    const parsed = tokenSchema.safeParse(answer.body);
    if (!parsed.success) return unavailable("an unreadable token");
    const lifetime = parsed.data.expires_in * 1000;
    token = { value: parsed.data.access_token, renewAt: clock.now() + lifetime - Math.min(marginMs, lifetime / 10) };
    return ok(parsed.data.access_token);
  }

  return {
    get(): Promise<Result<string>> {
      if (token && clock.now() < token.renewAt) return Promise.resolve(ok(token.value));
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forgets a token the API refused (unless a newer one has replaced it meanwhile). */
    drop(value: string) {
      if (token?.value === value) token = null;
    },
  };
}

/** A refund of a payment: all of what is left, or `amount` of it. */
type RefundCall = { paymentId: string; description: string; amount?: number };

const refundBody = ({ paymentId, description, amount }: RefundCall) => ({
  payment_id: paymentId,
  description,
  ...(amount === undefined ? {} : { amount }),
});

/** The API client: one per process (`merchantApi`), so its token cache and rate limit are shared by all callers. */
export function createMerchantApi(settings: MerchantApiSettings, options: MerchantApiOptions = {}) {
  const clock = options.clock ?? systemClock;
  const queue = callQueue(clock, options.rateLimit?.calls ?? 20, options.rateLimit?.windowMs ?? 10_000);
  const exchange = transport(settings.baseUrl, options.fetch ?? fetch, options.timeoutMs ?? 15_000, queue);
  const tokens = tokenCache(settings, exchange, clock, options.tokenMarginMs ?? 60_000);

  /**
   * A call with the token; a 401 (revoked, or expired early) drops it and tries once more with a new one. Says
   * too whether a failed call may all the same have been carried out (`uncertain`).
   */
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    data: z.ZodType<T>,
    body?: object,
    again = true,
  ): Promise<Answer<T> & Certainty> {
    const bearer = await tokens.get();
    if (!bearer.ok) return { ...bearer, uncertain: false };
    const answer = await exchange(path, {
      method,
      headers: { Authorization: `Bearer ${bearer.value}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (answer?.status !== 401) {
      const read = readAnswer(answer, data);
      return { ...read, uncertain: uncertain(answer, read) };
    }
    tokens.drop(bearer.value);
    if (again) return call(method, path, data, body, false);
    return { ...fail("unauthorized", "PayHere refused the app's access token."), uncertain: false };
  }

  return {
    listSubscriptions: async () => dataOf(await call("GET", "/subscription", z.array(subscriptionSchema))),
    subscriptionPayments: async (subscriptionId: string) =>
      dataOf(await call("GET", `/subscription/${encodeURIComponent(subscriptionId)}/payments`, z.array(paymentSchema))),
    retrySubscription: async (subscriptionId: string) =>
      doneOf(await call("POST", "/subscription/retry", anything, { subscription_id: subscriptionId })),
    cancelSubscription: async (subscriptionId: string) =>
      doneOf(await call("POST", "/subscription/cancel", anything, { subscription_id: subscriptionId })),
    /** A refund; when it fails, `uncertain` says PayHere may have refunded all the same (its answer was lost). */
    refundPayment: async (refund: RefundCall): Promise<Result<MerchantDone> & Certainty> => {
      const answer = await call("POST", "/payment/refund", anything, refundBody(refund));
      return { ...doneOf(answer), uncertain: answer.uncertain };
    },
    searchPayments: async (orderId: string) =>
      dataOf(
        await call("GET", `/payment/search?${new URLSearchParams({ order_id: orderId })}`, z.array(paymentSchema)),
      ),
    /** Calls waiting for the rate limit. */
    get queued() {
      return queue.waiting;
    },
  };
}

export type MerchantApi = ReturnType<typeof createMerchantApi>;

/**
 * An answer in PayHere's shape: `status` 1 with the `data` the call expects, or a negative status whose `msg` is
 * the problem. A 5xx, no answer or an unreadable one is `unavailable`: the caller may try again later.
 */
function readAnswer<T>(answer: { status: number; body: unknown } | null, data: z.ZodType<T>): Answer<T> {
  if (!answer) return unavailable("no answer");
  if (answer.status >= 500) return unavailable(`status ${answer.status}`);
  if (answer.status === 429) return fail("limited", "PayHere is busy. Please try again in a minute.");
  const parsed = answerSchema.safeParse(answer.body);
  if (!parsed.success) return unavailable(`an unreadable answer, status ${answer.status}`);
  const { status, msg } = parsed.data;
  if (status !== 1) return fail("invalid", msg || `PayHere refused the request (status ${status}).`);
  const value = data.safeParse(parsed.data.data ?? null);
  if (!value.success) return unavailable("an answer of an unexpected shape");
  return ok({ data: value.data, msg });
}

type Answer<T> = Result<{ data: T; msg: string }>;

/** Whether a failed call may have been carried out: PayHere got it, and gave no answer that says it was not. */
export type Certainty = { uncertain: boolean };

/**
 * A call PayHere refused (an answer of its own with a negative status, any 4xx, the rate limit) or one that never
 * left (no token) did nothing. No answer, a timeout, a 5xx, or a 2xx we cannot read may hide one that was done.
 */
function uncertain(answer: { status: number } | null, read: Answer<unknown>) {
  if (read.ok) return false;
  if (!answer || answer.status >= 500) return true;
  return answer.status < 400 && read.problem.kind === "unavailable";
}

const dataOf = <T>(answer: Answer<T>): Result<T> =>
  answer.ok ? ok(answer.value.data) : { ok: false, problem: answer.problem };
/** A call without data: PayHere's sentence says what was done. */
const doneOf = (answer: Answer<unknown>): Result<MerchantDone> =>
  answer.ok ? ok({ message: answer.value.msg }) : { ok: false, problem: answer.problem };

/** Where this server's merchant API calls go, or null when billing actions are not set up. */
export function merchantApiSettings(env: Env): MerchantApiSettings | null {
  const gw = gateway(env);
  if (gw.kind === "sandbox")
    return { baseUrl: `${env.PUBLIC_URL}${SANDBOX_API_BASE_PATH}`, ...sandboxAppCredentials(env) };
  if (gw.kind === "payhere" && env.PAYHERE_APP_ID && env.PAYHERE_APP_SECRET) {
    return {
      baseUrl: PAYHERE_API_BASE[env.PAYHERE_MODE],
      appId: env.PAYHERE_APP_ID,
      appSecret: env.PAYHERE_APP_SECRET,
    };
  }
  return null;
}

const clients = new WeakMap<Env, MerchantApi | null>();

/** The process's client for its settings (made on first use), or null: callers then say billing is not set up. */
export function merchantApi(env: Env): MerchantApi | null {
  if (!clients.has(env)) {
    const settings = merchantApiSettings(env);
    clients.set(env, settings ? createMerchantApi(settings) : null);
  }
  return clients.get(env) ?? null;
}
