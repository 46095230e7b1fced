// A local stand-in for Google, built from its documentation: the OAuth 2.0 web-server flow (authorization
// endpoint, token endpoint with the authorization_code and refresh_token grants, revoke endpoint), the Analytics
// Admin API's accountSummaries.list, the GA4 Data API's properties.runReport and Search Console's sites.list and
// searchAnalytics.query, with Google's error bodies (OAuth `{error, error_description}`; APIs `{error: {code,
// message, status}}`). Tests point GOOGLE_OAUTH_URL and GOOGLE_API_URL at it.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { bearerOf, daysFrom, figure, listen, readBody, sendJson } from "./stand-in";

export { figure };

type Grant = { refreshToken: string; scope: string; revoked: boolean };
type Access = { grant: Grant; expiresAt: number };

export type GoogleServerOptions = {
  clientId?: string;
  clientSecret?: string;
  /** Seconds an access token lives (Google: 3599). */
  accessTtl?: number;
  properties?: { account: string; property: string; name: string }[];
  sites?: string[];
};

const UNAUTHENTICATED = {
  error: {
    code: 401,
    message:
      "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
    status: "UNAUTHENTICATED",
  },
};
const EXHAUSTED = {
  error: {
    code: 429,
    message: "Exhausted property tokens per day for this property.",
    status: "RESOURCE_EXHAUSTED",
  },
};

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  sendJson(res, "application/json; charset=utf-8", status, body, headers);

const daysBetween = (start: string, end: string) => daysFrom(start, end, { through: true });

type ReportRequest = {
  dateRanges: { startDate: string; endDate: string }[];
  dimensions?: { name: string }[];
  metrics: { name: string }[];
  limit?: number;
  offset?: number;
  keepEmptyRows?: boolean;
};

const invalidArgument = (message: string) => ({ error: { code: 400, message, status: "INVALID_ARGUMENT" } });
type QueryRequest = { startDate: string; endDate: string; dimensions?: string[]; rowLimit?: number; startRow?: number };
type Code = { redirectUri: string; scope: string; challenge: string; used: boolean };

/** Google's side of things: clients, codes, grants and tokens, and the handlers of each endpoint. */
class GoogleStandIn {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly properties: NonNullable<GoogleServerOptions["properties"]>;
  readonly sites: string[];
  readonly codes = new Map<string, Code>();
  readonly grants = new Map<string, Grant>();
  readonly tokens = new Map<string, Access>();
  readonly state = {
    accessTtl: 3599,
    /** The next n data requests (runReport, searchAnalytics.query) are refused with 429. */
    quotaFailures: 0,
    /** Data requests let through before the quota refusals begin. */
    quotaAfter: 0,
    /** Days without a visit: GA4 leaves them out unless asked for empty rows (`keepEmptyRows`). */
    emptyDays: [] as string[],
    /** The site's pages in GA4 (paths; "" and "(other)" are what GA4 sends for unset and grouped rows). */
    pages: ["/", "/shop", "/blog"],
    /** The site's queries in Search Console, as it sends them (lower case). */
    queries: ["ceylon tea", "buy tea online", "tea gift box"],
    /** Every request, in order ("POST /token refresh_token", "POST /v1beta/properties/1:runReport", ...). */
    log: [] as string[],
    /** Bodies of the data requests, to check what the app asked for. */
    requests: [] as { path: string; body: unknown }[],
    /** Every token handed out (access and refresh), to look for them where they must not be. */
    issued: [] as string[],
  };

  constructor(options: GoogleServerOptions) {
    this.clientId = options.clientId ?? "test-client.apps.googleusercontent.com";
    this.clientSecret = options.clientSecret ?? "test-client-secret";
    this.properties = options.properties ?? [
      { account: "accounts/100", property: "properties/123456", name: "Ceylon Tea Co." },
    ];
    this.sites = options.sites ?? ["https://ceylontea.example.lk/"];
    this.state.accessTtl = options.accessTtl ?? 3599;
  }

  issueAccess(grant: Grant) {
    const token = `ya29.${randomBytes(24).toString("base64url")}`;
    this.tokens.set(token, { grant, expiresAt: Date.now() + this.state.accessTtl * 1000 });
    this.state.issued.push(token);
    return token;
  }

  authorised(req: IncomingMessage) {
    const token = bearerOf(req);
    const access = token ? this.tokens.get(token) : undefined;
    return access && !access.grant.revoked && access.expiresAt > Date.now() ? access : null;
  }

  /** The consent screen, consented at once: back to redirect_uri with a code and the state. */
  authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get("redirect_uri") ?? "";
    if (q.get("client_id") !== this.clientId || !redirectUri) return send(res, 400, { error: "invalid_request" });
    const back = new URL(redirectUri);
    const code = `4/${randomBytes(16).toString("base64url")}`;
    const scope = q.get("scope") ?? "";
    this.codes.set(code, { redirectUri, scope, challenge: q.get("code_challenge") ?? "", used: false });
    back.searchParams.set("code", code);
    back.searchParams.set("scope", scope);
    if (q.get("state")) back.searchParams.set("state", q.get("state") ?? "");
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  codeGrant(form: URLSearchParams, res: ServerResponse) {
    const code = this.codes.get(form.get("code") ?? "");
    if (!code || code.used) return invalidGrant(res, "Malformed auth code.");
    code.used = true;
    if (code.redirectUri !== form.get("redirect_uri")) return invalidGrant(res, "Bad Request");
    const verifier = form.get("code_verifier") ?? "";
    if (code.challenge && createHash("sha256").update(verifier).digest("base64url") !== code.challenge)
      return invalidGrant(res, "Invalid code verifier.");
    const refreshToken = `1//${randomBytes(24).toString("base64url")}`;
    const grant: Grant = { refreshToken, scope: code.scope, revoked: false };
    this.grants.set(refreshToken, grant);
    this.state.issued.push(refreshToken);
    const body = {
      access_token: this.issueAccess(grant),
      expires_in: this.state.accessTtl,
      refresh_token: refreshToken,
    };
    return send(res, 200, { ...body, scope: code.scope, token_type: "Bearer" });
  }

  token(form: URLSearchParams, res: ServerResponse) {
    if (form.get("client_id") !== this.clientId || form.get("client_secret") !== this.clientSecret)
      return send(res, 401, { error: "invalid_client", error_description: "Unauthorized" });
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") return this.codeGrant(form, res);
    if (grantType === "refresh_token") {
      const grant = this.grants.get(form.get("refresh_token") ?? "");
      if (!grant || grant.revoked) return invalidGrant(res, "Token has been expired or revoked.");
      const body = { access_token: this.issueAccess(grant), expires_in: this.state.accessTtl, scope: grant.scope };
      return send(res, 200, { ...body, token_type: "Bearer" });
    }
    return send(res, 400, { error: "unsupported_grant_type", error_description: `Invalid grant_type: ${grantType}` });
  }

  revoke(form: URLSearchParams, res: ServerResponse) {
    const value = form.get("token") ?? "";
    const grant = this.grants.get(value) ?? this.tokens.get(value)?.grant;
    if (!grant || grant.revoked)
      return send(res, 400, { error: "invalid_token", error_description: "Token expired or revoked" });
    grant.revoked = true;
    return send(res, 200, {});
  }

  accountSummaries(res: ServerResponse) {
    const accounts = [...new Set(this.properties.map((p) => p.account))];
    const accountSummaries = accounts.map((account) => ({
      name: `accountSummaries/${account.split("/")[1]}`,
      account,
      displayName: `Account ${account.split("/")[1]}`,
      propertySummaries: this.properties
        .filter((p) => p.account === account)
        .map((p) => ({
          property: p.property,
          displayName: p.name,
          propertyType: "PROPERTY_TYPE_ORDINARY",
          parent: account,
        })),
    }));
    send(res, 200, { accountSummaries });
  }

  /**
   * runReport over made-up pages: one row per date (and page when asked), values from `figure`, paged by `limit`
   * and `offset` (at most 250,000 rows a call, as Google allows). A day in `emptyDays` has no rows, or zeros with
   * `keepEmptyRows`; GA4 sends dates as YYYYMMDD.
   */
  runReport(property: string, body: ReportRequest, res: ServerResponse) {
    const range = body.dateRanges?.[0];
    if (!range) return send(res, 400, invalidArgument("dateRanges is required"));
    if ((body.limit ?? 0) > 250_000) return send(res, 400, invalidArgument("limit must be at most 250000"));
    const dims = (body.dimensions ?? []).map((d) => d.name);
    const rows = daysBetween(range.startDate, range.endDate).flatMap((day) => {
      const empty = this.state.emptyDays.includes(day);
      if (empty && (!body.keepEmptyRows || dims.includes("pagePath"))) return [];
      const compact = day.replaceAll("-", "");
      const keys = dims.includes("pagePath") ? this.state.pages.map((p) => [compact, p]) : [[compact]];
      return keys.map((k) => ({
        dimensionValues: k.map((value) => ({ value })),
        metricValues: body.metrics.map((m) => ({ value: empty ? "0" : String(figure(property, m.name, ...k)) })),
      }));
    });
    const offset = body.offset ?? 0;
    const page = rows.slice(offset, offset + (body.limit ?? 10_000));
    send(res, 200, {
      dimensionHeaders: dims.map((name) => ({ name })),
      metricHeaders: body.metrics.map((m) => ({ name: m.name, type: "TYPE_INTEGER" })),
      // Google leaves `rows` out of an answer that has none.
      ...(page.length ? { rows: page } : {}),
      rowCount: rows.length,
      metadata: { currencyCode: "LKR", timeZone: "Asia/Colombo" },
      kind: "analyticsData#runReport",
    });
  }

  /**
   * searchAnalytics.query over made-up queries and pages: at most `rowLimit` rows a call (Google's maximum is
   * 25,000, its default 1,000) from `startRow`; rows leave out `keys` when no dimension was asked.
   */
  searchQuery(site: string, body: QueryRequest, res: ServerResponse) {
    const dims = body.dimensions ?? [];
    if ((body.rowLimit ?? 0) > 25_000) return send(res, 400, invalidArgument("rowLimit must be between 1 and 25000."));
    const values: Record<string, string[]> = { query: this.state.queries, page: [`${site}`, `${site}shop`] };
    let keys: string[][] = dims.includes("date") ? daysBetween(body.startDate, body.endDate).map((d) => [d]) : [[]];
    for (const dim of dims.filter((d) => d !== "date"))
      keys = keys.flatMap((k) => (values[dim] ?? []).map((v) => [...k, v]));
    const rows = keys.map((k) => ({
      ...(k.length ? { keys: k } : {}),
      clicks: figure(site, "clicks", ...k) % 50,
      impressions: 100 + figure(site, "impressions", ...k),
      ctr: 0.05,
      position: 1 + (figure(site, "position", ...k) % 300) / 10,
    }));
    const start = body.startRow ?? 0;
    const page = rows.slice(start, start + (body.rowLimit ?? 1000));
    send(res, 200, { ...(page.length ? { rows: page } : {}), responseAggregationType: "byPage" });
  }

  /** The APIs behind a bearer token; quota refusals first, as Google counts before it answers. */
  api(req: IncomingMessage, path: string, raw: string, res: ServerResponse) {
    if (!this.authorised(req))
      return send(res, 401, UNAUTHENTICATED, { "www-authenticate": 'Bearer realm="https://accounts.google.com/"' });
    if (path === "/v1beta/accountSummaries") return this.accountSummaries(res);
    if (path === "/webmasters/v3/sites")
      return send(res, 200, { siteEntry: this.sites.map((siteUrl) => ({ siteUrl, permissionLevel: "siteOwner" })) });
    const report = /^\/v1beta\/(properties\/\d+):runReport$/.exec(path);
    const query = /^\/webmasters\/v3\/sites\/(.+)\/searchAnalytics\/query$/.exec(path);
    if ((report || query) && this.state.quotaAfter > 0) this.state.quotaAfter -= 1;
    else if ((report || query) && this.state.quotaFailures > 0) {
      this.state.quotaFailures -= 1;
      return send(res, 429, EXHAUSTED);
    }
    const body = raw ? JSON.parse(raw) : {};
    if (report || query) this.state.requests.push({ path, body });
    if (report?.[1]) return this.runReport(report[1], body, res);
    if (query?.[1]) return this.searchQuery(query[1], body, res);
    send(res, 404, { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } });
  }

  async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const raw = req.method === "POST" ? await readBody(req) : "";
    const path = decodeURIComponent(url.pathname);
    const form = new URLSearchParams(raw);
    this.state.log.push(`${req.method} ${path}${path === "/token" ? ` ${form.get("grant_type")}` : ""}`);
    if (path === "/o/oauth2/v2/auth") return this.authorize(url, res);
    if (path === "/token" && req.method === "POST") return this.token(form, res);
    if (path === "/revoke" && req.method === "POST") return this.revoke(form, res);
    return this.api(req, path, raw, res);
  }
}

const invalidGrant = (res: ServerResponse, description: string) =>
  send(res, 400, { error: "invalid_grant", error_description: description });

export async function startGoogleServer(options: GoogleServerOptions = {}) {
  const google = new GoogleStandIn(options);
  const server = await listen(
    (req, res) => google.handle(req, res),
    (res, error) => send(res, 500, { error: { code: 500, message: String(error), status: "INTERNAL" } }),
  );
  return {
    url: server.url,
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    state: google.state,
    /** Ends every access token now (as an hour passing would). */
    expireAccessTokens: () => {
      for (const access of google.tokens.values()) access.expiresAt = 0;
    },
    /** Revokes every grant (as the user removing the app in their Google account would). */
    revokeAll: () => {
      for (const grant of google.grants.values()) grant.revoked = true;
    },
    revoked: () => [...google.grants.values()].filter((g) => g.revoked).length,
    close: server.close,
  };
}

export type GoogleServer = Awaited<ReturnType<typeof startGoogleServer>>;
