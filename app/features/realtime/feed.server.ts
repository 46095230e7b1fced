import { createContext } from "react-router";
import { type SessionUser, validSessions } from "~/features/accounts/index.server";
import { openReviewLinkIds } from "~/features/calendar/index.server";
import { CHANNEL, type Change } from "~/lib/changes.server";
import type { Database } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import {
  isReviewOwner,
  type ReviewOwner,
  type SessionOwner,
  type Stream,
  type StreamHandlers,
  type StreamOwner,
  StreamRegistry,
} from "./stream-registry.server";

export type { StreamHandlers } from "./stream-registry.server";

/**
 * Live changes for the portal's SSE stream: one of the services every loader and action may read (decision 33).
 * The key is the feature's own, so the context module names no feature and no import cycle runs through it.
 */
export const feedContext = createContext<ChangeFeed>();

export function mayReceive(user: Pick<SessionUser, "id" | "role">, change: Change) {
  if (change.kind === "notification") return change.userIds?.includes(user.id) ?? false;
  if (user.role === "admin") return true;
  if (change.kind === "user" || change.kind === "lead") return false;
  if (user.role === "client") return change.clientId === user.id;
  return change.freelancerIds?.includes(user.id) ?? false;
}

/**
 * The change as `user` is sent it. A notification names every user whose bell changed (one NOTIFY for all of them);
 * each is told only of their own: the others' ids are internal and none of their business.
 */
export function asSeenBy(user: Pick<SessionUser, "id">, change: Change): Change {
  return change.kind === "notification" ? { ...change, userIds: [user.id] } : change;
}

/**
 * A review page's stream gets only its client's calendar changes: no project, ticket, user or payment change, and no
 * other client's posts (decision 38).
 */
export function linkMayReceive(link: ReviewOwner["reviewLink"], change: Change) {
  return change.kind === "post" && change.clientId === link.clientId;
}

/** Whether `stream` may be sent `change`, as it is sent it. */
function toSend(stream: Stream, change: Change): Change | null {
  if (isReviewOwner(stream)) {
    // The page reloads on the kind alone; the writers' ids are the agency's, not the link holder's.
    return linkMayReceive(stream.reviewLink, change) ? { kind: "post" } : null;
  }
  return mayReceive(stream.user, change) ? asSeenBy(stream.user, change) : null;
}

export type FeedOptions = {
  /**
   * Open streams one session may hold; one more is refused (a tab holds one, so this is a few tabs' worth). A review
   * link, whoever holds it, may hold as many.
   */
  maxStreamsPerSession: number;
  /** Open streams one client address may hold, whatever its sessions (an office behind one address has several). */
  maxStreamsPerIp: number;
  /**
   * How often every open stream's session is checked again (sign-out elsewhere, expiry, user removed), and every
   * review page's link (revoked, expired).
   */
  sessionCheckMs: number;
};

export const DEFAULT_FEED_OPTIONS: FeedOptions = {
  maxStreamsPerSession: 5,
  maxStreamsPerIp: 50,
  sessionCheckMs: 60_000,
};

export type OpenStream = { refused: false; close: () => void } | { refused: "session" | "link" | "ip" };

export function createChangeFeed(database: Pick<Database, "db" | "listen">, options: Partial<FeedOptions> = {}) {
  return new ChangeFeed(database, { ...DEFAULT_FEED_OPTIONS, ...options });
}

/**
 * This process's event streams and the one LISTEN they share. The caps and the stream registry live in this
 * process's memory: with several processes on one database each counts its own streams, so a session may hold up
 * to the cap on each. That still bounds what one session costs any process, which is what the caps are for.
 */
export class ChangeFeed {
  readonly #database: Pick<Database, "db" | "listen">;
  readonly #sessionCheckMs: number;
  readonly #streams: StreamRegistry;
  /** Changes go out in the order they came: each waits for the one before. */
  #queue: Promise<void> = Promise.resolve();
  #timer: ReturnType<typeof setInterval> | undefined;
  #checking = false;
  #started: Promise<unknown> | null = null;

  constructor(database: Pick<Database, "db" | "listen">, options: FeedOptions) {
    this.#database = database;
    this.#sessionCheckMs = options.sessionCheckMs;
    this.#streams = new StreamRegistry(options);
  }

  get size() {
    return this.#streams.size;
  }

  /**
   * Opens a stream for a signed-in session or an open review link, unless the session (or link) or the address
   * already holds its cap. Resolves once the stream is subscribed; `close` frees its slot (call it however the
   * stream ends).
   */
  async open(owner: StreamOwner, handlers: StreamHandlers): Promise<OpenStream> {
    // Counted and taken before any await: concurrent requests cannot all pass the check.
    const refused = this.#streams.refusal(owner);
    if (refused) return { refused };
    const stream: Stream = isReviewOwner(owner)
      ? { ...handlers, reviewLink: owner.reviewLink, ip: owner.ip }
      : { ...handlers, user: owner.user, sessionId: owner.sessionId, ip: owner.ip };
    this.#streams.add(stream);
    this.#startChecks();
    try {
      await this.#listen();
    } catch (error) {
      this.#remove(stream);
      throw error;
    }
    return { refused: false, close: () => void this.#remove(stream) };
  }

  /** Ends this process's streams of a session (sign-out); other processes find out by their checks. */
  endSession(sessionId: string) {
    for (const stream of this.#streams.ofSession(sessionId)) this.#end(stream);
  }

  /**
   * Checks this process's review streams' links at once (a link was just revoked here) rather than at the next
   * periodic check; other processes find out by theirs.
   */
  async checkReviewLinks() {
    try {
      await this.#recheck(this.#streams.all().filter(isReviewOwner));
    } catch (error) {
      console.error("Checking review link streams failed:", describeError(error));
    }
  }

  #remove(stream: Stream) {
    const removed = this.#streams.remove(stream);
    if (removed && this.#streams.size === 0) this.#stopChecks();
    return removed;
  }

  /** Frees the stream's slot and has the route close it. */
  #end(stream: Stream) {
    if (this.#remove(stream)) stream.end();
  }

  /** Tells the streams still open among `streams` that they may have missed changes. */
  #revalidate(streams: Stream[]) {
    for (const stream of streams) if (this.#streams.has(stream)) stream.revalidate();
  }

  /**
   * Asks the database which of these streams' sessions are still valid and which review links still open: ends the
   * others, and follows a changed role (a user made admin, or no longer). Answers the streams that may stay.
   */
  async #recheck(candidates: Stream[]) {
    const bySession = candidates.filter((s): s is Stream & SessionOwner => !isReviewOwner(s));
    const byLink = candidates.filter((s): s is Stream & ReviewOwner => isReviewOwner(s));
    // Only the kinds present are asked about: a review stream has no session to lack, nor a portal stream a link.
    const [valid, open] = await Promise.all([
      bySession.length ? validSessions(this.#database.db, [...new Set(bySession.map((s) => s.sessionId))]) : null,
      byLink.length ? openReviewLinkIds(this.#database.db, [...new Set(byLink.map((s) => s.reviewLink.id))]) : null,
    ]);
    const kept: Stream[] = [];
    for (const stream of bySession) {
      const role = valid?.get(stream.sessionId);
      if (role && role !== stream.user.role) stream.user = { ...stream.user, role };
      if (this.#keep(stream, !!role)) kept.push(stream);
    }
    for (const stream of byLink) if (this.#keep(stream, !!open?.has(stream.reviewLink.id))) kept.push(stream);
    return kept;
  }

  /** Whether a stream still registered may stay; one that may not is ended. */
  #keep(stream: Stream, valid: boolean) {
    if (!this.#streams.has(stream)) return false;
    if (!valid) this.#end(stream);
    return valid;
  }

  // Every change is checked against the recipients' sessions before it is sent, so a session signed out on another
  // process gets nothing more. One query per change for all its recipients.
  async #deliver(change: Change) {
    const recipients = this.#streams.all().filter((s) => toSend(s, change));
    if (recipients.length === 0) return;
    let kept: Stream[];
    try {
      kept = await this.#recheck(recipients);
    } catch (error) {
      // Without an answer the change is not sent; a bare "ask again" is: the page's loaders check the session.
      console.error("Checking event stream sessions failed:", describeError(error));
      this.#revalidate(recipients);
      return;
    }
    for (const s of kept) {
      const sent = toSend(s, change);
      if (sent) s.change(sent);
    }
  }

  #onMessage(payload: string) {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    this.#queue = this.#queue
      .then(() => this.#deliver(change))
      .catch((error) => console.error("Delivering a change failed:", describeError(error)));
  }

  // The periodic check: a stream that receives no change still ends within `sessionCheckMs` of its session, or of
  // its review link.
  async #checkAll() {
    if (this.#checking || this.#streams.size === 0) return;
    this.#checking = true;
    try {
      await this.#recheck(this.#streams.all());
    } catch (error) {
      // The database is away: streams stay open and are checked again next time.
      console.error("Checking event stream sessions failed:", describeError(error));
    } finally {
      this.#checking = false;
    }
  }

  #startChecks() {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.#checkAll(), this.#sessionCheckMs);
    this.#timer.unref();
  }

  #stopChecks() {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  // One LISTEN for the process, opened with the first stream. A failed start is forgotten, so the next stream
  // tries again instead of every stream failing for the life of the process.
  #listen() {
    this.#started ??= this.#database
      .listen(CHANNEL, (payload) => this.#onMessage(payload), {
        // The connection was lost and is back: NOTIFYs sent meanwhile are gone, so every page asks again.
        onReconnect: () => this.#revalidate(this.#streams.all()),
      })
      .catch((error) => {
        this.#started = null;
        throw error;
      });
    return this.#started;
  }
}
