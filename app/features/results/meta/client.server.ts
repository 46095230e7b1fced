import { z } from "zod";
import { META_SCOPES, type MetaSettings } from "./settings.server";

/**
 * The one way to Meta: every Graph API request of the results feature goes through this module. Its errors carry
 * a sentence and a kind, never a token or a request: they end up on the project and in the logs.
 */
export type MetaErrorKind = "token" | "rate-limit" | "failed";

export class MetaError extends Error {
  constructor(
    readonly kind: MetaErrorKind,
    message: string,
    readonly status: number,
    /** For a rate limit: how long Meta says to wait, when it says so. */
    readonly waitMs: number | null = null,
  ) {
    super(message);
    this.name = "MetaError";
  }
}

const TIMEOUT_MS = 20_000;
// Graph error codes (developers.facebook.com/docs/graph-api/guides/error-handling): 190 an expired or invalid
// token, 102 a session gone; 4 the app's, 17 the user's, 32 the Page's and 613 a call-rate limit, 80001-80014
// the business use case limits.
const TOKEN_CODES = new Set([190, 102]);
const RATE_CODES = new Set([4, 17, 32, 613]);

const graphError = z.object({
  error: z.object({
    message: z.string().default(""),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
  }),
});

/** The wait Meta asks for in its usage headers (`estimated_time_to_regain_access`, minutes), if any. */
function waitOf(headers: Headers) {
  let minutes = 0;
  for (const name of ["x-business-use-case-usage", "x-app-usage", "x-page-usage"]) {
    const raw = headers.get(name);
    if (!raw) continue;
    for (const match of raw.matchAll(/"estimated_time_to_regain_access"\s*:\s*(\d+)/g))
      minutes = Math.max(minutes, Number(match[1]));
  }
  return minutes > 0 ? minutes * 60_000 : null;
}

function errorOf(answer: Response, body: unknown, what: string) {
  const parsed = graphError.safeParse(body);
  const code = parsed.success ? parsed.data.error.code : undefined;
  if (code !== undefined && TOKEN_CODES.has(code))
    return new MetaError("token", `${what}: Meta did not accept the access token`, answer.status);
  if (code !== undefined && (RATE_CODES.has(code) || (code >= 80001 && code <= 80014)))
    return new MetaError("rate-limit", `${what}: Meta's rate limit was reached`, answer.status, waitOf(answer.headers));
  const said = parsed.success && parsed.data.error.message ? ` (${parsed.data.error.message.slice(0, 200)})` : "";
  return new MetaError("failed", `${what}: Meta answered ${answer.status}${said}`, answer.status);
}

type Call = { method?: "GET" | "DELETE"; token?: string; what: string };

async function call(url: string, { method = "GET", token, what }: Call): Promise<unknown> {
  let answer: Response;
  try {
    answer = await fetch(url, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "no answer in time" : "Meta unreachable";
    throw new MetaError("failed", `${what}: ${reason}`, 0);
  }
  const body = await answer.json().catch(() => null);
  if (!answer.ok) throw errorOf(answer, body, what);
  return body;
}

function graphUrl(settings: MetaSettings, path: string, params: Record<string, string> = {}) {
  const url = new URL(`${settings.graph}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Facebook Login for Business's manual flow: the dialog, which comes back to redirect_uri with code and state. */
export function dialogUrl(settings: MetaSettings, state: string) {
  const url = new URL(settings.dialogUrl);
  url.search = new URLSearchParams({
    client_id: settings.appId,
    redirect_uri: settings.redirectUri,
    state,
    response_type: "code",
    scope: META_SCOPES.join(","),
  }).toString();
  return url.toString();
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
});

async function tokenCall(settings: MetaSettings, fields: Record<string, string>, what: string) {
  const params = { ...fields, client_id: settings.appId, client_secret: settings.appSecret };
  const parsed = tokenAnswer.safeParse(await call(graphUrl(settings, "/oauth/access_token", params), { what }));
  if (!parsed.success) throw new MetaError("failed", `${what}: Meta's answer was not a token`, 200);
  return parsed.data;
}

/** The code for a short-lived user token, then that for a long-lived one (about 60 days). */
export async function userTokenFor(settings: MetaSettings, code: string) {
  const short = await tokenCall(settings, { redirect_uri: settings.redirectUri, code }, "Signing in to Facebook");
  return tokenCall(
    settings,
    { grant_type: "fb_exchange_token", fb_exchange_token: short.access_token },
    "Getting lasting Facebook access",
  );
}

const page = z.object({
  id: z.string().min(1),
  name: z.string().default(""),
  access_token: z.string().min(1).optional(),
  instagram_business_account: z.object({ id: z.string(), username: z.string().optional() }).optional(),
});
export type MetaPage = z.infer<typeof page>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item).default([]),
    paging: z.object({ next: z.string().optional() }).optional(),
  });

// A Page or an account has few pages of Pages or posts we need; the cap stops a provider's endless paging.
const MAX_PAGES = 20;

/**
 * Every item of a Graph edge, following `paging.next`. The next address must be Meta's own (it may carry the
 * token): one pointing elsewhere ends the list rather than send the token there.
 */
async function everyItem<T extends z.ZodType>(
  settings: MetaSettings,
  first: string,
  item: T,
  token: string,
  what: string,
) {
  const items: z.infer<T>[] = [];
  const origin = new URL(settings.graph).origin;
  let next: string | undefined = first;
  for (let n = 0; next && n < MAX_PAGES; n += 1) {
    const body = paged(item).parse(await call(next, { token, what }));
    items.push(...body.data);
    next = body.paging?.next;
    if (next && new URL(next).origin !== origin) next = undefined;
  }
  return items;
}

/** The Pages the user shared with the app, with each Page's token and Instagram business account. */
export const listPages = (settings: MetaSettings, userToken: string) =>
  everyItem(
    settings,
    graphUrl(settings, "/me/accounts", {
      fields: "id,name,access_token,instagram_business_account{id,username}",
      limit: "100",
    }),
    page,
    userToken,
    "Listing Facebook Pages",
  );

/** Removes every permission the user gave the app (the app disappears from their settings). */
export async function revokePermissions(settings: MetaSettings, userToken: string) {
  await call(graphUrl(settings, "/me/permissions"), {
    method: "DELETE",
    token: userToken,
    what: "Revoking Facebook access",
  });
}

const insight = z.object({
  name: z.string(),
  period: z.string().default(""),
  values: z.array(z.object({ value: z.unknown(), end_time: z.string().optional() })).default([]),
  total_value: z.object({ value: z.unknown() }).optional(),
});
export type Insight = z.infer<typeof insight>;
const insightsAnswer = z.object({ data: z.array(insight).default([]) });

/**
 * One insights request on a Page, an Instagram account, a post or a media. Its `paging` is not followed: for
 * insights it points at the next time window, not at more of this one.
 */
export async function readInsights(
  settings: MetaSettings,
  token: string,
  objectId: string,
  params: Record<string, string>,
) {
  const url = graphUrl(settings, `/${encodeURIComponent(objectId)}/insights`, params);
  return insightsAnswer.parse(await call(url, { token, what: "Reading Meta insights" })).data;
}

const published = z.object({ id: z.string(), permalink_url: z.string().optional(), permalink: z.string().optional() });

/** The Page's posts or the Instagram account's media, each with its permalink. */
export async function listPublished(settings: MetaSettings, token: string, kind: "page" | "instagram", id: string) {
  const [edge, field] = kind === "page" ? ["posts", "permalink_url"] : ["media", "permalink"];
  const first = graphUrl(settings, `/${encodeURIComponent(id)}/${edge}`, { fields: `id,${field}`, limit: "100" });
  const items = await everyItem(settings, first, published, token, "Listing published posts");
  return items.map((p) => ({ id: p.id, permalink: p.permalink_url ?? p.permalink ?? "" }));
}
