import type { z } from "zod";
import type { Db } from "~/lib/db.server";
import type { Result } from "~/lib/result";
import type { Starter } from "./oauth-state.server";
import type { ProviderName } from "./providers";

/** What a provider's return address carries: a code and the state, or an error (a declined login). */
export type ReturnQuery = { code?: string; state?: string; error?: string };

/** The sentences the shared flow says for a provider, each in the provider's own words. */
export type ConnectionTexts = {
  notConfigured: string;
  stateRefused: string;
  declined: string;
  connectFailed: string;
  saved: string;
  disconnected: string;
};

/**
 * What a provider gives the shared connection (the state, the return's checks, the page's loader and forms): its
 * endpoints and tokens stay behind these functions, its account picker behind `choice` and `save`.
 */
export type ConnectionProvider<Env, Settings, Page, Choice extends z.core.$ZodTypeDiscriminable> = {
  name: ProviderName;
  texts: ConnectionTexts;
  /** The provider client's error class: its messages are sentences without tokens, safe to show. */
  failure: abstract new (
    ...args: never[]
  ) => Error;
  /** Where the provider is, or null when this server has no settings for it. */
  settings(env: Env): Settings | null;
  /** The form that saves the account picked, with its own `intent`. */
  choice: Choice;
  /** Stores a state and answers the address of the provider's consent screen. */
  start(db: Db, settings: Settings, who: Starter): Promise<string>;
  finish(db: Db, settings: Settings, sessionId: string, query: ReturnQuery): Promise<Result<{ projectId: string }>>;
  /** What the page shows once configured: the connection as the browser may see it, the choices, a problem. */
  page(db: Db, settings: Settings, projectId: string): Promise<Page>;
  save(db: Db, settings: Settings, projectId: string, choice: z.output<Choice>): Promise<Result>;
  disconnect(db: Db, settings: Settings, projectId: string): Promise<Result>;
};
