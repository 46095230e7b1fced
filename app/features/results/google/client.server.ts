import { z } from "zod";
import { GOOGLE_SCOPES, type GoogleSettings } from "./settings.server";

/**
 * The one way to Google: every request of the results feature goes through this module. Its errors carry a
 * sentence and a kind, never a token, a code or a request body: they end up on the project and in the logs.
 */
export type GoogleErrorKind = "invalid-grant" | "unauthenticated" | "quota" | "failed";

export class GoogleError extends Error {
  constructor(
    readonly kind: GoogleErrorKind,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "GoogleError";
  }
}

const TIMEOUT_MS = 20_000;

const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
const apiError = z.object({
  error: z.object({ code: z.number().optional(), status: z.string().optional(), message: z.string().optional() }),
});

/** Google's error bodies in words: the OAuth endpoints' `{error, error_description}` and the APIs' `{error: {…}}`. */
function errorOf(status: number, body: unknown, what: string) {
  const oauth = oauthError.safeParse(body);
  if (oauth.success) {
    if (oauth.data.error === "invalid_grant")
      return new GoogleError("invalid-grant", "Google refused the stored access (it was revoked or expired)", status);
    return new GoogleError("failed", `${what}: ${oauth.data.error_description ?? oauth.data.error}`, status);
  }
  const api = apiError.safeParse(body);
  const said = api.success ? (api.data.error.status ?? api.data.error.message ?? "") : "";
  if (status === 401 || said === "UNAUTHENTICATED")
    return new GoogleError("unauthenticated", `${what}: the access token was not accepted`, status);
  if (status === 429 || said === "RESOURCE_EXHAUSTED")
    return new GoogleError("quota", `${what}: Google's quota is used up for now`, status);
  return new GoogleError("failed", `${what}: Google answered ${status}${said ? ` (${said})` : ""}`, status);
}

async function call(url: string, init: RequestInit, what: string): Promise<unknown> {
  let answer: Response;
  try {
    answer = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "no answer in time" : "Google unreachable";
    throw new GoogleError("failed", `${what}: ${reason}`, 0);
  }
  const body = await answer.json().catch(() => null);
  if (!answer.ok) throw errorOf(answer.status, body, what);
  return body;
}

/** An answer read by its schema; one Google changed is a failure in words, not a parser's message. */
function answerOf<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GoogleError("failed", `${what}: Google's answer was not in the expected form`, 200);
  return parsed.data;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

const bearer = (accessToken: string, body?: unknown): RequestInit => ({
  method: body === undefined ? "GET" : "POST",
  headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Where the browser is sent to consent: offline access (a refresh token) and the consent screen every time. */
export function authorizationUrl(settings: GoogleSettings, state: string, codeChallenge: string) {
  const url = new URL(settings.authUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: "code",
    scope: GOOGLE_SCOPES.join(" "),
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().default(""),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

async function tokenCall(settings: GoogleSettings, fields: Record<string, string>, what: string) {
  const body = await call(
    settings.tokenUrl,
    form({ ...fields, client_id: settings.clientId, client_secret: settings.clientSecret }),
    what,
  );
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw new GoogleError("failed", `${what}: Google's answer was not a token`, 200);
  return parsed.data;
}

export const exchangeCode = (settings: GoogleSettings, code: string, codeVerifier: string) =>
  tokenCall(
    settings,
    { grant_type: "authorization_code", code, code_verifier: codeVerifier, redirect_uri: settings.redirectUri },
    "Signing in to Google",
  );

export const refreshAccess = (settings: GoogleSettings, refreshToken: string) =>
  tokenCall(settings, { grant_type: "refresh_token", refresh_token: refreshToken }, "Renewing Google access");

/** Revokes the grant (a refresh token revokes its access tokens too); one already revoked is as good. */
export async function revokeToken(settings: GoogleSettings, token: string) {
  try {
    await call(settings.revokeUrl, form({ token }), "Revoking Google access");
  } catch (error) {
    if (!(error instanceof GoogleError) || error.status !== 400) throw error;
  }
}

const summaries = z.object({
  accountSummaries: z
    .array(
      z.object({
        displayName: z.string().default(""),
        propertySummaries: z.array(z.object({ property: z.string(), displayName: z.string().default("") })).default([]),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});

/** The GA4 properties the grant can read (Analytics Admin API accountSummaries.list, every page). */
export async function listProperties(settings: GoogleSettings, accessToken: string) {
  const found: { id: string; name: string }[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL(`${settings.adminApi}/v1beta/accountSummaries`);
    url.searchParams.set("pageSize", "200");
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const what = "Listing Analytics properties";
    const page = answerOf(summaries, await call(url.toString(), bearer(accessToken), what), what);
    for (const account of page.accountSummaries)
      for (const p of account.propertySummaries)
        found.push({ id: p.property, name: `${p.displayName} (${account.displayName})` });
    pageToken = page.nextPageToken || undefined;
  } while (pageToken);
  return found;
}

const sitesAnswer = z.object({
  siteEntry: z.array(z.object({ siteUrl: z.string(), permissionLevel: z.string() })).default([]),
});

/** The Search Console sites the grant can read (sites.list), unverified ones left out. */
export async function listSites(settings: GoogleSettings, accessToken: string) {
  const what = "Listing sites";
  const body = await call(`${settings.searchConsoleApi}/webmasters/v3/sites`, bearer(accessToken), what);
  return answerOf(sitesAnswer, body, what)
    .siteEntry.filter((s) => s.permissionLevel !== "siteUnverifiedUser")
    .map((s) => s.siteUrl);
}

const reportAnswer = z.object({
  dimensionHeaders: z.array(z.object({ name: z.string() })).default([]),
  metricHeaders: z.array(z.object({ name: z.string() })).default([]),
  rows: z
    .array(
      z.object({
        dimensionValues: z.array(z.object({ value: z.string() })),
        metricValues: z.array(z.object({ value: z.string() })),
      }),
    )
    .default([]),
  rowCount: z.number().optional(),
});
export type RunReportRequest = {
  dateRanges: { startDate: string; endDate: string }[];
  dimensions: { name: string }[];
  metrics: { name: string }[];
  limit?: number;
  offset?: number;
  orderBys?: unknown[];
  keepEmptyRows?: boolean;
};

/** GA4 Data API runReport on a property ("properties/123"). */
export async function runReport(
  settings: GoogleSettings,
  accessToken: string,
  property: string,
  request: RunReportRequest,
) {
  const url = `${settings.dataApi}/v1beta/${property}:runReport`;
  const what = "Reading Google Analytics";
  return answerOf(reportAnswer, await call(url, bearer(accessToken, request), what), what);
}

const queryAnswer = z.object({
  rows: z
    .array(
      z.object({
        keys: z.array(z.string()).default([]),
        clicks: z.number(),
        impressions: z.number(),
        ctr: z.number(),
        position: z.number(),
      }),
    )
    .default([]),
});
export type SearchQueryRequest = {
  startDate: string;
  endDate: string;
  dimensions: ("date" | "query" | "page")[];
  rowLimit?: number;
  startRow?: number;
  dataState?: "final" | "all";
};

/** Search Console searchAnalytics.query on a site ("https://example.lk/" or "sc-domain:example.lk"). */
export async function searchAnalytics(
  settings: GoogleSettings,
  accessToken: string,
  siteUrl: string,
  request: SearchQueryRequest,
) {
  const url = `${settings.searchConsoleApi}/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
  const what = "Reading Search Console";
  return answerOf(queryAnswer, await call(url, bearer(accessToken, request), what), what).rows;
}
