import type { SessionUser } from "~/features/accounts/index.server";
import type { Change } from "~/lib/changes.server";

/** What one open stream is told; the SSE route writes each as an event. */
export type StreamHandlers = {
  change(change: Change): void;
  /** Changes may have been missed (the database connection was lost a while): the page should ask again. */
  revalidate(): void;
  /** The session is over: the route tells the browser to stop and closes the stream. */
  end(): void;
};

/** Whose stream it is: the user as of the last session check, the session that opened it, the client address. */
export type StreamOwner = { user: Pick<SessionUser, "id" | "role">; sessionId: string; ip: string };

export type Stream = StreamHandlers & StreamOwner;

export type StreamCaps = { maxStreamsPerSession: number; maxStreamsPerIp: number };

/**
 * This process's open streams, counted per session and per client address so that the caps are checked without
 * a walk over every stream.
 */
export class StreamRegistry {
  readonly #streams = new Set<Stream>();
  readonly #bySession = new Map<string, Set<Stream>>();
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
    return [...(this.#bySession.get(sessionId) ?? [])];
  }

  /** Which cap a new stream of `owner` would break, if any. */
  refusal(owner: StreamOwner): "session" | "ip" | null {
    if ((this.#bySession.get(owner.sessionId)?.size ?? 0) >= this.#caps.maxStreamsPerSession) return "session";
    if ((this.#byIp.get(owner.ip) ?? 0) >= this.#caps.maxStreamsPerIp) return "ip";
    return null;
  }

  add(stream: Stream) {
    this.#streams.add(stream);
    const ofSession = this.#bySession.get(stream.sessionId) ?? new Set();
    ofSession.add(stream);
    this.#bySession.set(stream.sessionId, ofSession);
    this.#byIp.set(stream.ip, (this.#byIp.get(stream.ip) ?? 0) + 1);
  }

  /** Frees the stream's slots; false when it was not (or no longer) registered. */
  remove(stream: Stream) {
    if (!this.#streams.delete(stream)) return false;
    const ofSession = this.#bySession.get(stream.sessionId);
    ofSession?.delete(stream);
    if (ofSession?.size === 0) this.#bySession.delete(stream.sessionId);
    const ofIp = (this.#byIp.get(stream.ip) ?? 1) - 1;
    if (ofIp > 0) this.#byIp.set(stream.ip, ofIp);
    else this.#byIp.delete(stream.ip);
    return true;
  }
}
