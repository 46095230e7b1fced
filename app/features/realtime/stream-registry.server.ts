import type { SessionUser } from "~/features/accounts/index.server";
import type { Change } from "~/lib/changes.server";

/** What one open stream is told; the SSE route writes each as an event. */
export type StreamHandlers = {
  change(change: Change): void;
  /** Changes may have been missed (the database connection was lost a while): the page should ask again. */
  revalidate(): void;
  /** The session is over, or the review link ended: the route tells the browser to stop and closes the stream. */
  end(): void;
};

/** A portal stream: the user as of the last session check, the session that opened it, the client address. */
export type SessionOwner = { user: Pick<SessionUser, "id" | "role">; sessionId: string; ip: string };

/** A review page's stream (decision 38): no user, only the link it was opened with and the client address. */
export type ReviewOwner = { reviewLink: { id: string; clientId: string }; ip: string };

/** Whose stream it is. */
export type StreamOwner = SessionOwner | ReviewOwner;

export type Stream = StreamHandlers & StreamOwner;

export type StreamCaps = { maxStreamsPerSession: number; maxStreamsPerIp: number };

export const isReviewOwner = (owner: StreamOwner): owner is ReviewOwner => "reviewLink" in owner;

/**
 * What the per-session cap counts: a session's streams, or a review link's (whoever holds it). Prefixed, so that a
 * session's id and a link's id never count together.
 */
const ownerKey = (owner: StreamOwner) =>
  isReviewOwner(owner) ? `link:${owner.reviewLink.id}` : `session:${owner.sessionId}`;

/**
 * This process's open streams, counted per owner (session or review link) and per client address so that the caps
 * are checked without a walk over every stream.
 */
export class StreamRegistry {
  readonly #streams = new Set<Stream>();
  readonly #byOwner = new Map<string, Set<Stream>>();
  readonly #byIp = new Map<string, number>();
  readonly #caps: StreamCaps;

  constructor(caps: StreamCaps) {
    this.#caps = caps;
  }

  get size() {
    return this.#streams.size;
  }

  has(stream: Stream) {
    return this.#streams.has(stream);
  }

  /** A copy: handlers may end streams while the caller walks it. */
  all() {
    return [...this.#streams];
  }

  ofSession(sessionId: string) {
    return [...(this.#byOwner.get(`session:${sessionId}`) ?? [])];
  }

  /** Which cap a new stream of `owner` would break, if any. */
  refusal(owner: StreamOwner): "session" | "link" | "ip" | null {
    if ((this.#byOwner.get(ownerKey(owner))?.size ?? 0) >= this.#caps.maxStreamsPerSession)
      return isReviewOwner(owner) ? "link" : "session";
    if ((this.#byIp.get(owner.ip) ?? 0) >= this.#caps.maxStreamsPerIp) return "ip";
    return null;
  }

  add(stream: Stream) {
    this.#streams.add(stream);
    const key = ownerKey(stream);
    const ofOwner = this.#byOwner.get(key) ?? new Set();
    ofOwner.add(stream);
    this.#byOwner.set(key, ofOwner);
    this.#byIp.set(stream.ip, (this.#byIp.get(stream.ip) ?? 0) + 1);
  }

  /** Frees the stream's slots; false when it was not (or no longer) registered. */
  remove(stream: Stream) {
    if (!this.#streams.delete(stream)) return false;
    const key = ownerKey(stream);
    const ofOwner = this.#byOwner.get(key);
    ofOwner?.delete(stream);
    if (ofOwner?.size === 0) this.#byOwner.delete(key);
    const ofIp = (this.#byIp.get(stream.ip) ?? 1) - 1;
    if (ofIp > 0) this.#byIp.set(stream.ip, ofIp);
    else this.#byIp.delete(stream.ip);
    return true;
  }
}
