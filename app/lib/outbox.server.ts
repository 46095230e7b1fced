import { describeError } from "~/lib/errors.server";
import { onMailQueued } from "./mail.server";
import { createMailer, type Mailer, type MailerSettings, sendBatch } from "./outbox-delivery.server";

export {
  DEFAULT_MAIL_FROM,
  MAX_ATTEMPTS,
  PARKED_UNTIL,
  retryDelayMs,
  SENSITIVE_TEXT_REMOVED,
} from "./outbox-delivery.server";

export type OutboxWorkerOptions = MailerSettings & {
  /** How often the outbox is read besides the wake-ups of this process's own queued mails. */
  pollMs?: number;
  /** False: no polling and no wake-ups, the worker runs only when `runOnce` is called (tests that step it). */
  background?: boolean;
};

export type OutboxWorker = {
  /** Claims and handles one batch of due mails; gives the number sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the mails being sent now. */
  stop(): Promise<void>;
};

/**
 * Sends the outbox. Requests only queue mails (`queueMail`); this worker, one per process, claims due rows with a
 * lease (attempts + 1, next_attempt_at pushed past the longest attempt) in one statement that skips rows another
 * process holds, so processes sharing a PostgreSQL database never claim one mail at the same time (a mail goes out
 * twice only if a process dies between the server's answer and marking it sent). A failed attempt records its
 * error and waits longer each time; a mail that fails MAX_ATTEMPTS times stays unsent
 * (app/lib/outbox-delivery.server.ts).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  return new Worker(createMailer(options), options.pollMs ?? 5_000, options.background ?? true);
}

/** The loop: one drain at a time; a wake-up during a drain runs another drain after it. */
class Worker implements OutboxWorker {
  readonly #mailer: Mailer;
  readonly #pollMs: number;
  #stopped = false;
  readonly #inFlight = new Set<Promise<unknown>>();
  #draining = false;
  #wokenWhileDraining = false;
  #pollTimer: NodeJS.Timeout | undefined;
  #wakeTimer: NodeJS.Timeout | undefined;
  readonly #unsubscribe: () => void;

  constructor(mailer: Mailer, pollMs: number, background: boolean) {
    this.#mailer = mailer;
    this.#pollMs = pollMs;
    this.#unsubscribe = background ? onMailQueued(() => this.#wake()) : () => {};
    if (background) this.#tick();
  }

  async runOnce() {
    return (await this.#batch()).sent;
  }

  async stop() {
    this.#stopped = true;
    this.#unsubscribe();
    clearTimeout(this.#pollTimer);
    clearTimeout(this.#wakeTimer);
    await Promise.allSettled([...this.#inFlight]);
    this.#mailer.transport?.close();
  }

  /** One batch, tracked so that `stop` waits for it. */
  #batch() {
    if (this.#stopped) return Promise.resolve({ claimed: 0, sent: 0 });
    const work = sendBatch(this.#mailer);
    this.#inFlight.add(work);
    const forget = () => this.#inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  async #drain() {
    do {
      this.#wokenWhileDraining = false;
      // A full batch means more may be due: keep going until one comes back short.
      let full = true;
      while (full && !this.#stopped) full = (await this.#batch()).claimed === this.#mailer.batchSize;
    } while (this.#wokenWhileDraining && !this.#stopped);
  }

  #tick() {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#wokenWhileDraining = true;
      return;
    }
    clearTimeout(this.#pollTimer);
    this.#draining = true;
    this.#drain()
      .catch((error) => console.error("Outbox worker:", describeError(error)))
      .finally(() => {
        this.#draining = false;
        if (this.#stopped) return;
        this.#pollTimer = setTimeout(() => this.#tick(), this.#pollMs);
        this.#pollTimer.unref();
      });
  }

  /** Mails queued together (a burst of leads) are claimed together. */
  #wake() {
    if (this.#stopped || this.#wakeTimer) return;
    this.#wakeTimer = setTimeout(() => {
      this.#wakeTimer = undefined;
      this.#tick();
    }, 25);
    this.#wakeTimer.unref();
  }
}
