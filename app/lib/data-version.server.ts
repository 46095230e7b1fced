import { sql } from "drizzle-orm";
import type { Db } from "./db.server";

/**
 * The database's data version (decision 51): a number that every committed write to the app's tables moves
 * forward, once per transaction, by a trigger at commit (migration 0034). Two reads that give the same number saw
 * the same data. Null when there is no number to read, which turns the portal's page cache off.
 */
export async function readDataVersion(db: Db): Promise<string | null> {
  const result = await db.execute(sql`select "version" from "data_version"`);
  // Both drivers answer with a `rows` array; Drizzle's shared type does not say so.
  const version = (result as unknown as { rows: { version: string | number }[] }).rows[0]?.version;
  return version === undefined ? null : String(version);
}
