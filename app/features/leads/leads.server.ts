import { contactSubmissions, quoteRequests } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { ContactInput } from "./contact-schema";
import type { QuoteInput } from "./quote-schema";

export async function createContactSubmission(db: Db, input: ContactInput) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, message: input.message })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function createQuoteRequest(db: Db, input: QuoteInput) {
  const [row] = await db
    .insert(quoteRequests)
    .values({
      name: input.name,
      email: input.email,
      company: input.company,
      phone: input.phone,
      selectedServices: input.selectedServices,
      budget: input.budget,
      timeline: input.timeline,
      message: input.message,
    })
    .returning({ id: quoteRequests.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}
