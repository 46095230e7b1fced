// What the local stand-ins for outside services (google-server.ts, meta-server.ts) share: a JSON answer, the
// request's body and bearer token, made-up figures a test can compute again, day ranges, and a server on a free
// port. Each stand-in keeps its provider's own protocol: paths, bodies, error shapes and header spellings.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A JSON answer; `contentType` as the provider spells it (Google `charset=utf-8`, Meta `charset=UTF-8`). */
export function sendJson(
  res: ServerResponse,
  contentType: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": contentType, ...headers });
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The token of an `Authorization: <scheme> <token>` header, for the schemes the provider accepts. */
export function bearerOf(req: IncomingMessage, schemes = ["Bearer"]) {
  const [scheme, token] = (req.headers.authorization ?? "").split(" ", 2);
  return scheme && token && schemes.includes(scheme) ? token : undefined;
}

/** A figure that depends only on its inputs, so a test can compute what the import must have stored. */
export function figure(...parts: string[]) {
  return createHash("sha256").update(parts.join("|")).digest().readUInt16BE(0) % 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days (YYYY-MM-DD, UTC) from `start` up to `end`: through it (Google's ranges) or before it (Meta's `until`). */
export function daysFrom(start: string, end: string, { through }: { through: boolean }) {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`) - (through ? 0 : DAY_MS);
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= last; at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * A stand-in's HTTP server on a free local port. `handle` answers each request; what it throws becomes `failure`'s
 * 500, in the provider's error shape.
 */
export async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  failure: (res: ServerResponse, error: unknown) => void,
) {
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => failure(res, error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
