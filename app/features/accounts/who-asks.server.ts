import {
  type Client,
  clientContext,
  dbContext,
  envContext,
  type LimitedServices,
  limitersContext,
  type RequestContext,
} from "~/lib/context.server";
import type { SessionUser } from "./sign-in/session.server";

/**
 * What the accounts' writes take instead of the request's whole context (issue 30): the services they use, who
 * asks, and input a schema has already checked. A test or a script can then call them with exactly that.
 */
export type AccountServices = Pick<LimitedServices, "db" | "env" | "limiters">;

export type { Client };

/** A signed-in user making a change to their own account, from this client. */
export type Actor = Client & { user: SessionUser };

/** The client of a request, from the facts the server put in its context. */
export const clientFrom = (context: RequestContext): Client => context.get(clientContext);

/** The signed-in user and their client. */
export const actorFrom = (user: SessionUser, context: RequestContext): Actor => ({ user, ...clientFrom(context) });

/** The services of the request's context an account change uses, and nothing else of it. */
export const servicesFrom = (context: RequestContext): AccountServices => ({
  db: context.get(dbContext),
  env: context.get(envContext),
  limiters: context.get(limitersContext),
});
