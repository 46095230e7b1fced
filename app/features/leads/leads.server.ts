import { contactSubmissions } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { ContactInput } from "./contact-schema";

export async function createContactSubmission(db: Db, input: ContactInput) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, message: input.message })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}
