import { type SessionUser, validSessions } from "~/features/accounts/index.server";
import { CHANNEL, type Change } from "~/lib/changes.server";
import type { Database } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";

export function mayReceive(user: Pick<SessionUser, "id" | "role">, change: Change) {
  if (user.role === "admin") return true;
  if (change.kind === "user" || change.kind === "lead") return false;
  if (user.role === "client") return change.clientId === user.id;
  return change.freelancerIds?.includes(user.id) ?? false;
}

export type FeedOptions = {
  /** Open streams one session may hold; one more is refused (a tab holds one, so this is a few tabs' worth). */
  maxStreamsPerSession: number;
  /** Open streams one client address may hold, whatever its sessions (an office behind one address has several). */
  maxStreamsPerIp: number;
  /** How often every open stream's session is checked again (sign-out elsewhere, expiry, user removed). */
  sessionCheckMs: number;
};

export const DEFAULT_FEED_OPTIONS: FeedOptions = {
  maxStreamsPerSession: 5,
  maxStreamsPerIp: 50,
  sessionCheckMs: 60_000,
};

/** What one open stream is told; the SSE route writes each as an event. */
export type StreamHandlers = {
  change(change: Change): void;
  /** Changes may have been missed (the database connection was lost a while): the page should ask again. */
  revalidate(): void;
  /** The session is over: the route tells the browser to stop and closes the stream. */
  end(): void;
};

type Stream = StreamHandlers & { user: Pick<SessionUser, "id" | "role">; sessionId: string; ip: string };

export type OpenStream = { refused: false; close: () => void } | { refused: "session" | "ip" };

export type ChangeFeed = ReturnType<typeof createChangeFeed>;

/**
 * This process's event streams and the one LISTEN they share. The caps and the stream registry live in this
 * process's memory: with several processes on one database each counts its own streams, so a session may hold up
 * to the cap on each. That still bounds what one session costs any process, which is what the caps are for.
 */
export function createChangeFeed(database: Pick<Database, "db" | "listen">, options: Partial<FeedOptions> = {}) {
  const { maxStreamsPerSession, maxStreamsPerIp, sessionCheckMs } = { ...DEFAULT_FEED_OPTIONS, ...options };
  const streams = new Set<Stream>();
  const bySession = new Map<string, Set<Stream>>();
  const byIp = new Map<string, number>();

  const remove = (stream: Stream) => {
    if (!streams.delete(stream)) return false;
    const ofSession = bySession.get(stream.sessionId);
    ofSession?.delete(stream);
    if (ofSession?.size === 0) bySession.delete(stream.sessionId);
    const ofIp = (byIp.get(stream.ip) ?? 1) - 1;
    if (ofIp > 0) byIp.set(stream.ip, ofIp);
    else byIp.delete(stream.ip);
    if (streams.size === 0) stopChecks();
    return true;
  };
  /** Frees the stream's slot and has the route close it. */
  const end = (stream: Stream) => {
    if (remove(stream)) stream.end();
  };

  /**
   * Asks the database which of these streams' sessions are still valid: ends the others, and follows a changed
   * role (a user made admin, or no longer). Answers the streams that may stay.
   */
  const recheck = async (candidates: Stream[]) => {
    const valid = await validSessions(database.db, [...new Set(candidates.map((s) => s.sessionId))]);
    const kept: Stream[] = [];
    for (const stream of candidates) {
      if (!streams.has(stream)) continue;
      const role = valid.get(stream.sessionId);
      if (!role) {
        end(stream);
        continue;
      }
      if (role !== stream.user.role) stream.user = { ...stream.user, role };
      kept.push(stream);
    }
    return kept;
  };

  // Every change is checked against the recipients' sessions before it is sent, so a session signed out on another
  // process gets nothing more. One query per change for all its recipients; changes go out in the order they came.
  let queue: Promise<void> = Promise.resolve();
  const deliver = async (change: Change) => {
    const recipients = [...streams].filter((s) => mayReceive(s.user, change));
    if (recipients.length === 0) return;
    let kept: Stream[];
    try {
      kept = await recheck(recipients);
    } catch (error) {
      // Without an answer the change is not sent; a bare "ask again" is: the page's loaders check the session.
      console.error("Checking event stream sessions failed:", describeError(error));
      for (const s of recipients) if (streams.has(s)) s.revalidate();
      return;
    }
    for (const s of kept) if (mayReceive(s.user, change)) s.change(change);
  };
  const onMessage = (payload: string) => {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    queue = queue
      .then(() => deliver(change))
      .catch((error) => console.error("Delivering a change failed:", describeError(error)));
  };

  // The periodic check: a stream that receives no change still ends within `sessionCheckMs` of its session.
  let timer: ReturnType<typeof setInterval> | undefined;
  let checking = false;
  const checkAll = async () => {
    if (checking || streams.size === 0) return;
    checking = true;
    try {
      await recheck([...streams]);
    } catch (error) {
      // The database is away: streams stay open and are checked again next time.
      console.error("Checking event stream sessions failed:", describeError(error));
    } finally {
      checking = false;
    }
  };
  const startChecks = () => {
    if (timer) return;
    timer = setInterval(checkAll, sessionCheckMs);
    timer.unref();
  };
  function stopChecks() {
    clearInterval(timer);
    timer = undefined;
  }

  // One LISTEN for the process, opened with the first stream. A failed start is forgotten, so the next stream
  // tries again instead of every stream failing for the life of the process.
  let started: Promise<unknown> | null = null;
  const start = () => {
    started ??= database
      .listen(CHANNEL, onMessage, {
        // The connection was lost and is back: NOTIFYs sent meanwhile are gone, so every page asks again.
        onReconnect: () => {
          for (const s of streams) s.revalidate();
        },
      })
      .catch((error) => {
        started = null;
        throw error;
      });
    return started;
  };

  return {
    /**
     * Opens a stream for a signed-in session, unless the session or the address already holds its cap. Resolves
     * once the stream is subscribed; `close` frees its slot (call it however the stream ends).
     */
    async open(
      who: { user: Pick<SessionUser, "id" | "role">; sessionId: string; ip: string },
      handlers: StreamHandlers,
    ): Promise<OpenStream> {
      // Counted and taken before any await: concurrent requests cannot all pass the check.
      if ((bySession.get(who.sessionId)?.size ?? 0) >= maxStreamsPerSession) return { refused: "session" };
      if ((byIp.get(who.ip) ?? 0) >= maxStreamsPerIp) return { refused: "ip" };
      const stream: Stream = { ...handlers, user: who.user, sessionId: who.sessionId, ip: who.ip };
      streams.add(stream);
      const ofSession = bySession.get(who.sessionId) ?? new Set();
      ofSession.add(stream);
      bySession.set(who.sessionId, ofSession);
      byIp.set(who.ip, (byIp.get(who.ip) ?? 0) + 1);
      startChecks();
      try {
        await start();
      } catch (error) {
        remove(stream);
        throw error;
      }
      return { refused: false, close: () => void remove(stream) };
    },
    /** Ends this process's streams of a session (sign-out); other processes find out by their checks. */
    endSession(sessionId: string) {
      for (const stream of [...(bySession.get(sessionId) ?? [])]) end(stream);
    },
    get size() {
      return streams.size;
    },
  };
}
