import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import type { Db } from "~/lib/db.server";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** `FLD-` + 5 characters of A-Z0-9, from the system's secure random source. */
export function makeDeskId() {
  let id = "FLD-";
  for (let i = 0; i < 5; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A desk ID no user has yet (36^5 = 60 million choices: a clash is rare, and retried). */
export async function newDeskId(db: Pick<Db, "select">) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const id = makeDeskId();
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.flideskId, id)).limit(1);
    if (taken.length === 0) return id;
  }
  throw new Error("could not find a free desk ID");
}
