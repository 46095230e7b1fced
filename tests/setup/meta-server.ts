// A local stand-in for Meta, built from its documentation: Facebook Login's manual flow (the dialog redirecting
// back with `code` and `state`, or `error=access_denied`), the token endpoint (code exchange and
// `fb_exchange_token`), `/me/accounts` with cursor paging, `DELETE /me/permissions`, Page and Instagram insights
// (`data[].name/period/values[].value/end_time`, `total_value` for metric_type=total_value, `paging`), a Page's
// `/posts` and an Instagram account's `/media`, and the Graph error body `{error: {message, type, code,
// error_subcode, fbtrace_id}}` with code 190 (token) and 4 (rate limit). Tests point META_GRAPH_URL and
// META_DIALOG_URL at it.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { bearerOf, daysFrom, figure, listen, sendJson } from "./stand-in";

const VERSION = "/v21.0";
const DAY_MS = 24 * 60 * 60 * 1000;

export type FakePage = { id: string; name: string; instagram?: { id: string; username: string } };
export type FakePost = { id: string; permalink: string };
type Grant = { revoked: boolean };
type Token = { grant: Grant; kind: "user" | "page"; pageId?: string; expired: boolean };

/** A figure that depends only on its inputs, so a test can compute what the import must have stored. */
export const metaFigure = figure;

const fbtrace = () => randomBytes(8).toString("base64url");
const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  sendJson(res, "application/json; charset=UTF-8", status, body, headers);
const graphError = (res: ServerResponse, status: number, error: Record<string, unknown>, headers = {}) =>
  send(res, status, { error: { ...error, fbtrace_id: fbtrace() } }, headers);

/** Meta's day values end at midnight Pacific time (08:00 UTC in winter) of the day after. */
const endTimeOf = (day: string) =>
  new Date(Date.parse(`${day}T08:00:00Z`) + DAY_MS).toISOString().replace(".000Z", "+0000");

class MetaStandIn {
  readonly appId = "1234567890123456";
  readonly appSecret = "test-app-secret";
  readonly codes = new Map<string, { redirectUri: string; used: boolean; grant: Grant }>();
  readonly tokens = new Map<string, Token>();
  readonly state = {
    pages: [] as FakePage[],
    /** Pages per `/me/accounts` answer, so the app must follow `paging.next`. */
    pageSize: 2,
    posts: new Map<string, FakePost[]>(),
    /** The next dialog is declined by the user. */
    deny: false,
    /** After this many more insights, posts or media requests, each is refused with code 4 until set to null. */
    rateLimitAfter: null as number | null,
    /** Minutes in the usage header of a rate-limit answer (0: none). */
    regainMinutes: 0,
    log: [] as string[],
    issued: [] as string[],
    revocations: 0,
  };
  baseUrl = "";

  issue(grant: Grant, kind: "user" | "page", pageId?: string) {
    const token = `EAA${kind === "page" ? "P" : "U"}${randomBytes(24).toString("base64url")}`;
    this.tokens.set(token, { grant, kind, pageId, expired: false });
    this.state.issued.push(token);
    return token;
  }

  /** The bearer token (header or access_token parameter), or the 190 answer Meta gives for a bad one. */
  tokenOf(req: IncomingMessage, url: URL, res: ServerResponse) {
    const raw = bearerOf(req, ["Bearer", "OAuth"]) ?? url.searchParams.get("access_token");
    const token = raw ? this.tokens.get(raw) : undefined;
    if (token && !token.expired && !token.grant.revoked) return token;
    const subcode = token?.expired ? 463 : token?.grant.revoked ? 458 : undefined;
    const message = token?.expired
      ? "Error validating access token: Session has expired on Saturday, 28-Nov-26 01:00:00 PST. The current time is Saturday, 28-Nov-26 02:00:00 PST."
      : raw
        ? "Error validating access token: The user has not authorized application 1234567890123456."
        : "An active access token must be used to query information about the current user.";
    graphError(
      res,
      raw ? 400 : 400,
      { message, type: "OAuthException", code: raw ? 190 : 2500, error_subcode: subcode },
      {
        "www-authenticate": `OAuth "Facebook Platform" "invalid_token" "${message}"`,
      },
    );
    return null;
  }

  dialog(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get("redirect_uri") ?? "";
    if (q.get("client_id") !== this.appId || !redirectUri)
      return send(res, 400, { error: { message: "Invalid App ID", type: "OAuthException", code: 101 } });
    const back = new URL(redirectUri);
    if (this.state.deny) {
      this.state.deny = false;
      back.search = new URLSearchParams({
        error: "access_denied",
        error_code: "200",
        error_description: "Permissions error",
        error_reason: "user_denied",
        state: q.get("state") ?? "",
      }).toString();
    } else {
      const code = `AQ${randomBytes(24).toString("base64url")}`;
      this.codes.set(code, { redirectUri, used: false, grant: { revoked: false } });
      back.search = new URLSearchParams({ code, state: q.get("state") ?? "" }).toString();
    }
    res.writeHead(302, { location: `${back.toString()}#_=_` });
    res.end();
  }

  accessToken(q: URLSearchParams, res: ServerResponse) {
    if (q.get("client_id") !== this.appId || q.get("client_secret") !== this.appSecret)
      return graphError(res, 400, { message: "Error validating client secret.", type: "OAuthException", code: 1 });
    if (q.get("grant_type") === "fb_exchange_token") {
      const short = this.tokens.get(q.get("fb_exchange_token") ?? "");
      if (short?.kind !== "user" || short.grant.revoked)
        return graphError(res, 400, { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 });
      return send(res, 200, {
        access_token: this.issue(short.grant, "user"),
        token_type: "bearer",
        expires_in: 5183944,
      });
    }
    const code = this.codes.get(q.get("code") ?? "");
    if (!code || code.used)
      return graphError(res, 400, {
        message: "This authorization code has been used.",
        type: "OAuthException",
        code: 100,
        error_subcode: 36009,
      });
    code.used = true;
    if (code.redirectUri !== q.get("redirect_uri"))
      return graphError(res, 400, {
        message: "Error validating verification code. Please make sure your redirect_uri is identical.",
        type: "OAuthException",
        code: 100,
        error_subcode: 36008,
      });
    return send(res, 200, { access_token: this.issue(code.grant, "user"), token_type: "bearer", expires_in: 5400 });
  }

  next(path: string, params: Record<string, string>) {
    return `${this.baseUrl}${VERSION}${path}?${new URLSearchParams(params).toString()}`;
  }

  /** A cursor-paged list, as Graph pages its edges: `paging.cursors` and `paging.next` while more remain. */
  paged<T>(res: ServerResponse, url: URL, items: T[], size: number) {
    const after = Number(Buffer.from(url.searchParams.get("after") ?? "MA", "base64url").toString() || "0");
    const slice = items.slice(after, after + size);
    const cursor = (n: number) => Buffer.from(String(n)).toString("base64url");
    const paging: Record<string, unknown> = { cursors: { before: cursor(after), after: cursor(after + slice.length) } };
    if (after + size < items.length) {
      const params = Object.fromEntries(url.searchParams);
      paging.next = this.next(url.pathname.slice(VERSION.length), { ...params, after: cursor(after + size) });
    }
    send(res, 200, { data: slice, paging });
  }

  accounts(token: Token, url: URL, res: ServerResponse) {
    if (token.kind !== "user")
      return graphError(res, 400, {
        message: "(#100) Tried accessing nonexisting field (accounts)",
        type: "OAuthException",
        code: 100,
      });
    const pages = this.state.pages.map((p) => ({
      id: p.id,
      name: p.name,
      access_token: this.issue(token.grant, "page", p.id),
      ...(p.instagram ? { instagram_business_account: p.instagram } : {}),
    }));
    this.paged(res, url, pages, this.state.pageSize);
  }

  rateLimited(res: ServerResponse) {
    if (this.state.rateLimitAfter === null) return false;
    if (this.state.rateLimitAfter > 0) {
      this.state.rateLimitAfter -= 1;
      return false;
    }
    const usage = { call_count: 100, total_cputime: 25, total_time: 25 };
    const headers: Record<string, string> = { "x-app-usage": JSON.stringify(usage) };
    if (this.state.regainMinutes > 0)
      headers["x-business-use-case-usage"] = JSON.stringify({
        [this.state.pages[0]?.id ?? "0"]: [
          { type: "pages", ...usage, estimated_time_to_regain_access: this.state.regainMinutes },
        ],
      });
    graphError(
      res,
      403,
      { message: "(#4) Application request limit reached", type: "OAuthException", is_transient: true, code: 4 },
      headers,
    );
    return true;
  }

  /** Insights of a Page, an Instagram account, a post or a media, with values made by `metaFigure`. */
  insights(id: string, url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const metrics = (q.get("metric") ?? "").split(",").filter(Boolean);
    if (metrics.length === 0)
      return graphError(res, 400, {
        message: "(#100) The value must be a valid insights metric",
        type: "OAuthException",
        code: 100,
      });
    const isObject = [...this.state.posts.values()].some((list) => list.some((p) => p.id === id));
    const data = metrics.map((name) => {
      const base = {
        name,
        title: name,
        description: `The ${name} metric.`,
        id: `${id}/insights/${name}/${q.get("period")}`,
      };
      if (isObject) return { ...base, period: "lifetime", values: [{ value: metaFigure(id, name) }] };
      const since = q.get("since") ?? "";
      const until = q.get("until") ?? "";
      if (q.get("metric_type") === "total_value")
        return { ...base, period: "day", total_value: { value: metaFigure(id, name, since) } };
      const values = daysFrom(since, until, { through: false }).map((day) => ({
        value: metaFigure(id, name, day),
        end_time: endTimeOf(day),
      }));
      return { ...base, period: "day", values };
    });
    const paging = isObject
      ? undefined
      : {
          previous: this.next(`/${id}/insights`, { ...Object.fromEntries(q), since: "prev" }),
          next: this.next(`/${id}/insights`, { ...Object.fromEntries(q), since: "next" }),
        };
    send(res, 200, { data, ...(paging ? { paging } : {}) });
  }

  graph(req: IncomingMessage, url: URL, path: string, res: ServerResponse) {
    const token = this.tokenOf(req, url, res);
    if (!token) return;
    if (path === "/me/accounts") return this.accounts(token, url, res);
    if (path === "/me/permissions" && req.method === "DELETE") {
      token.grant.revoked = true;
      this.state.revocations += 1;
      return send(res, 200, { success: true });
    }
    const match = /^\/([^/]+)\/(insights|posts|media)$/.exec(path);
    if (!match?.[1])
      return graphError(res, 400, { message: "Unknown path components", type: "OAuthException", code: 2500 });
    if (this.rateLimited(res)) return;
    const [, id, edge] = match;
    if (edge === "insights") return this.insights(id, url, res);
    const posts = (this.state.posts.get(id) ?? []).map((p) =>
      edge === "posts" ? { id: p.id, permalink_url: p.permalink } : { id: p.id, permalink: p.permalink },
    );
    this.paged(res, url, posts, 2);
  }

  handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname.startsWith(VERSION) ? url.pathname.slice(VERSION.length) : url.pathname;
    this.state.log.push(`${req.method} ${path}`);
    if (path === "/dialog/oauth") return this.dialog(url, res);
    if (path === "/oauth/access_token") return this.accessToken(url.searchParams, res);
    return this.graph(req, url, path, res);
  }
}

export async function startMetaServer() {
  const meta = new MetaStandIn();
  const server = await listen(
    (req, res) => meta.handle(req, res),
    (res, error) => graphError(res, 500, { message: String(error), type: "OAuthException", code: 1 }),
  );
  meta.baseUrl = server.url;
  return {
    url: server.url,
    appId: meta.appId,
    appSecret: meta.appSecret,
    state: meta.state,
    /** Ends every token (as a password change or Meta's own expiry would): each call then answers 190/463. */
    expireTokens: () => {
      for (const token of meta.tokens.values()) token.expired = true;
    },
    close: server.close,
  };
}

export type MetaServer = Awaited<ReturnType<typeof startMetaServer>>;
