import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { contactSubmissions, quoteRequests } from "#db/schema";
import { siteConfig } from "~/features/site";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { queueMail } from "~/lib/mail.server";
import type { ContactInput } from "./contact-schema";
import type { QuoteInput } from "./quote-schema";

export const LEAD_STATUSES = contactSubmissions.status.enumValues;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKind = "contact" | "quote";

/**
 * Stores a lead and tells the agency: the row, the admins' live-inbox event and the mail to the agency commit
 * together, so a saved lead always has its mail queued. The outbox worker sends it after the request: a slow or
 * absent mail server never holds up or fails the visitor's form.
 */
async function recordLead(
  db: Db,
  _env: Env,
  insert: (tx: Db) => Promise<string>,
  mail: { subject: string; text: string },
) {
  const id = await db.transaction(async (tx) => {
    const leadId = await insert(tx);
    await publishChange(tx, { kind: "lead" });
    await queueMail(tx, { to: siteConfig.email, ...mail });
    return leadId;
  });
  return { id };
}

export async function createContactSubmission(db: Db, env: Env, input: ContactInput) {
  return recordLead(
    db,
    env,
    async (tx) => {
      const [row] = await tx
        .insert(contactSubmissions)
        .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, message: input.message })
        .returning({ id: contactSubmissions.id });
      if (!row) throw new Error("insert returned no row");
      return row.id;
    },
    {
      subject: `New contact message from ${input.firstName} ${input.lastName}`,
      text: `From: ${input.firstName} ${input.lastName} <${input.email}>\n\n${input.message}`,
    },
  );
}

export async function createQuoteRequest(db: Db, env: Env, input: QuoteInput) {
  return recordLead(
    db,
    env,
    async (tx) => {
      const [row] = await tx
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
      return row.id;
    },
    {
      subject: `New quote request from ${input.name}`,
      text: [
        `From: ${input.name} <${input.email}>`,
        `Company: ${input.company ?? "-"}`,
        `Phone: ${input.phone ?? "-"}`,
        `Services: ${input.selectedServices.join(", ")}`,
        `Budget: ${input.budget ?? "-"}`,
        `Timeline: ${input.timeline ?? "-"}`,
        "",
        input.message ?? "",
      ].join("\n"),
    },
  );
}

/** A quote request's message with its budget, timeline and phone: the inbox and the CSV export show it alike. */
export function quoteDetail(r: {
  message: string | null;
  budget: string | null;
  timeline: string | null;
  phone: string | null;
}) {
  return [
    r.message,
    r.budget && `Budget: ${r.budget}`,
    r.timeline && `Timeline: ${r.timeline}`,
    r.phone && `Phone: ${r.phone}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

export type Lead = {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  detail: string;
  services: string[];
  status: LeadStatus;
  createdAt: Date;
};

// A search term is matched literally: % and _ are not wildcards for the admin.
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const INBOX_LIMIT = 200;

/** The leads inbox: contact messages and quote requests together, newest first, filtered by text and status. */
export async function listLeads(db: Db, filter: { q?: string; status?: LeadStatus }): Promise<Lead[]> {
  const q = filter.q?.trim();
  const contactWhere: SQL[] = [];
  const quoteWhere: SQL[] = [];
  if (filter.status) {
    contactWhere.push(eq(contactSubmissions.status, filter.status));
    quoteWhere.push(eq(quoteRequests.status, filter.status));
  }
  if (q) {
    const pattern = like(q);
    contactWhere.push(
      or(
        ilike(contactSubmissions.firstName, pattern),
        ilike(contactSubmissions.lastName, pattern),
        ilike(contactSubmissions.email, pattern),
        ilike(contactSubmissions.message, pattern),
      ) as SQL,
    );
    quoteWhere.push(
      or(
        ilike(quoteRequests.name, pattern),
        ilike(quoteRequests.email, pattern),
        ilike(quoteRequests.company, pattern),
        ilike(quoteRequests.message, pattern),
      ) as SQL,
    );
  }
  const [contacts, quotes] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(and(...contactWhere))
      .orderBy(desc(contactSubmissions.createdAt))
      .limit(INBOX_LIMIT),
    db
      .select()
      .from(quoteRequests)
      .where(and(...quoteWhere))
      .orderBy(desc(quoteRequests.createdAt))
      .limit(INBOX_LIMIT),
  ]);
  return [
    ...contacts.map(
      (c): Lead => ({
        kind: "contact",
        id: c.id,
        name: `${c.firstName} ${c.lastName}`,
        email: c.email,
        detail: c.message,
        services: [],
        status: c.status,
        createdAt: c.createdAt,
      }),
    ),
    ...quotes.map(
      (r): Lead => ({
        kind: "quote",
        id: r.id,
        name: r.company ? `${r.name} (${r.company})` : r.name,
        email: r.email,
        detail: quoteDetail(r),
        services: r.selectedServices,
        status: r.status,
        createdAt: r.createdAt,
      }),
    ),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, INBOX_LIMIT);
}

/** The admin moves a lead along: new, contacted, closed. */
export async function setLeadStatus(db: Db, kind: LeadKind, id: string, status: LeadStatus) {
  const table = kind === "contact" ? contactSubmissions : quoteRequests;
  const rows = await db.transaction(async (tx) => {
    const updated = await tx.update(table).set({ status }).where(eq(table.id, id)).returning({ id: table.id });
    if (updated.length) await publishChange(tx, { kind: "lead" });
    return updated;
  });
  return rows.length > 0;
}

/** Leads nobody has answered yet, for the overview. */
export async function countNewLeads(db: Db) {
  const [[contacts], [quotes]] = await Promise.all([
    db.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.status, "new")),
    db.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.status, "new")),
  ]);
  return (contacts?.n ?? 0) + (quotes?.n ?? 0);
}
