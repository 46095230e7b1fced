import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { checkoutSessions } from "#db/schema";

/** The `users` table or any alias of it (a join names its people by their role in it). */
type Person = Record<"id" | "displayName" | "role" | "flideskId", AnyColumn>;

/**
 * How the portal names a person, as one SQL expression over `users` (or an alias of it), so every list gets it in
 * its own query: the name the profile set; else, for a client, the business name of their latest checkout (where
 * the business name is kept: a plan change copies it forward); else the desk ID. A blank name counts as none.
 */
export function personName(person: Person): SQL<string> {
  const business = sql`(select nullif(btrim(${checkoutSessions.businessName}), '') from ${checkoutSessions}
    where ${checkoutSessions.userId} = ${person.id} and btrim(${checkoutSessions.businessName}) <> ''
    order by ${checkoutSessions.createdAt} desc limit 1)`;
  return sql<string>`coalesce(nullif(btrim(${person.displayName}), ''),
    case when ${person.role} = 'client' then ${business} end, ${person.flideskId})`.mapWith(String);
}

/** A person's name in a left join: null when there is no person (the desk ID column is then null too). */
export function personNameOrNull(person: Person): SQL<string | null> {
  return sql<string | null>`case when ${person.id} is null then null else ${personName(person)} end`;
}
