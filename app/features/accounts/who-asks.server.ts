import type { AppServices } from "~/lib/context.server";
import type { SessionUser } from "./sign-in/session.server";

/**
 * What the accounts' writes take instead of the request's whole context (issue 30): the services they use, who
 * asks, and input a schema has already checked. A test or a script can then call them with exactly that.
 */
export type AccountServices = Pick<AppServices, "db" | "env" | "limiters">;

/** The client as the audit log shows it (`ip`) and as per-address limits count it (`limitKey`, an IPv6 /64). */
export type Client = { ip: string; limitKey: string };

/** A signed-in user making a change to their own account, from this client. */
export type Actor = Client & { user: SessionUser };

/** The client of a request, from the facts the server put in its load context. */
export const clientFrom = (facts: { clientIp: string; clientKey: string }): Client => ({
  ip: facts.clientIp,
  limitKey: facts.clientKey,
});

/** The signed-in user and their client. */
export const actorFrom = (user: SessionUser, facts: { clientIp: string; clientKey: string }): Actor => ({
  user,
  ...clientFrom(facts),
});

/** The services of the load context an account change uses, and nothing else of it. */
export const servicesFrom = ({ db, env, limiters }: AccountServices): AccountServices => ({ db, env, limiters });
