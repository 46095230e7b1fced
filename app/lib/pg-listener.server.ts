import pg from "pg";

// Reconnect delays of the LISTEN connection: the first try is almost at once (a killed backend on a running server
// comes back at the first try), then doubling up to 10 s while the server is down or restarting.
const LISTEN_RETRY_FIRST_MS = 100;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN needs a connection of its own that stays open; the pool's come and go. When that connection is lost
 * (server restart, failover, a killed backend) it is opened again, so live updates return by themselves.
 * Answers a function that stops listening for good.
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
) {
  const listener = new Listener(url, channel, onMessage, onReconnect);
  await listener.open();
  return () => listener.stop();
}

/** One connection of the listener: whether it got as far as LISTEN, and whether it is gone. */
type Connection = { client: pg.Client; listening: boolean; lost: boolean };

class Listener {
  readonly #url: string;
  readonly #channel: string;
  readonly #onMessage: (payload: string) => void;
  readonly #onReconnect: (() => void) | undefined;
  #stopped = false;
  #current: pg.Client | null = null;
  #retry: ReturnType<typeof setTimeout> | undefined;

  constructor(url: string, channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) {
    this.#url = url;
    this.#channel = channel;
    this.#onMessage = onMessage;
    this.#onReconnect = onReconnect;
  }

  /** Opens a connection and LISTENs; rejects if either fails. */
  async open() {
    // keepAlive: a connection dropped without a word (a vanished network path) is noticed too.
    const connection: Connection = {
      client: new pg.Client({ connectionString: this.#url, keepAlive: true }),
      listening: false,
      lost: false,
    };
    const { client } = connection;
    this.#watch(connection);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.#channel)}`);
    } catch (error) {
      this.#lose(connection);
      throw error;
    }
    if (connection.lost) throw new Error("The listener connection closed while it was opened");
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    connection.listening = true;
    this.#current = client;
  }

  async stop() {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#current;
    this.#current = null;
    await client?.end().catch(() => {});
  }

  #watch(connection: Connection) {
    // Both come when a connection drops (error, then end); one reconnect follows. An `error` without a listener
    // would crash the process.
    connection.client.on("error", (error) => this.#lose(connection, error));
    connection.client.on("end", () => this.#lose(connection));
    connection.client.on("notification", (message) => {
      if (message.channel === this.#channel && message.payload) this.#onMessage(message.payload);
    });
  }

  #lose(connection: Connection, error?: Error) {
    if (connection.lost) return;
    connection.lost = true;
    if (error) console.error("PostgreSQL listener error:", error.message);
    connection.client.end().catch(() => {});
    if (this.#current === connection.client) this.#current = null;
    if (connection.listening && !this.#stopped) {
      console.error("PostgreSQL listener connection lost; reconnecting.");
      this.#reconnect(LISTEN_RETRY_FIRST_MS);
    }
  }

  #reconnect(delay: number) {
    this.#retry = setTimeout(() => {
      this.open().then(
        () => {
          if (this.#stopped) return;
          console.log("PostgreSQL listener reconnected.");
          this.#onReconnect?.();
        },
        (error) => {
          if (this.#stopped) return;
          console.error("PostgreSQL listener could not reconnect:", (error as Error).message);
          this.#reconnect(Math.min(delay * 2, LISTEN_RETRY_MAX_MS));
        },
      );
    }, delay);
    // A process shutting down does not wait for a reconnect.
    this.#retry.unref();
  }
}
