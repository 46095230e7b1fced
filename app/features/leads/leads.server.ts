import { and, type Column, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { contactSubmissions, quoteRequests } from "#db/schema";
import { notify, type Words } from "~/features/notifications/index.server";
import { siteConfig } from "~/features/site";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { baseLocale, type Locale } from "~/lib/locale";
import { queueMail } from "~/lib/mail.server";
import type { ContactInput } from "./contact-schema";
import { contactMail, type LeadMail, quoteMail } from "./mails";
import type { QuoteInput } from "./quote-schema";

export const LEAD_STATUSES = contactSubmissions.status.enumValues;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKind = "contact" | "quote";

type LeadTable = typeof contactSubmissions | typeof quoteRequests;

/**
 * Stores a lead and tells the agency: the row, the admins' live-inbox event and the mail to the agency commit
 * together, so a saved lead always has its mail queued. The outbox worker sends it after the request: a slow or
 * absent mail server never holds up or fails the visitor's form.
 */
async function recordLead(db: Db, insert: (tx: Db) => Promise<{ id: string }[]>, mail: LeadMail, notice: Words) {
  const id = await db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!row) throw new Error("insert returned no row");
    await publishChange(tx, { kind: "lead" });
    await queueMail(tx, { to: siteConfig.email, ...mail });
    await notify(tx, { kind: "lead", admins: true, title: notice, link: "/dashboard/admin/leads" });
    return row.id;
  });
  return { id };
}

/** A contact message; `locale` is the language of the page it was sent from (the sender's, for later mails). */
export async function createContactSubmission(db: Db, input: ContactInput, locale: Locale = baseLocale) {
  const { firstName, lastName, email, message } = input;
  const table = contactSubmissions;
  return recordLead(
    db,
    (tx) => tx.insert(table).values({ firstName, lastName, email, message, locale }).returning({ id: table.id }),
    contactMail(input),
    ({ m }) => m.notify_lead_contact({ name: `${firstName} ${lastName}` }),
  );
}

/** A quote request; `locale` is the language of the page it was sent from. */
export async function createQuoteRequest(db: Db, input: QuoteInput, locale: Locale = baseLocale) {
  const table = quoteRequests;
  return recordLead(
    db,
    (tx) =>
      tx
        .insert(table)
        .values({ ...input, locale })
        .returning({ id: table.id }),
    quoteMail(input),
    ({ m }) => m.notify_lead_quote({ name: input.name }),
  );
}

/**
 * A quote request's message with its budget, timeline and phone, with English labels: the CSV export's column (a
 * data export, in English). The inbox gets the fields apart and labels them in the admin's language.
 */
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

/**
 * A lead as the inbox shows it. `message` and the quote's `budget`, `timeline` and `phone` are stored as the visitor
 * sent them; `services` are the stored ids ("seo"): the page names them and labels the rest in the reader's language.
 */
export type Lead = {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  message: string | null;
  budget: string | null;
  timeline: string | null;
  phone: string | null;
  services: string[];
  status: LeadStatus;
  createdAt: Date;
};

// A search term is matched literally: % and _ are not wildcards for the admin.
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const INBOX_LIMIT = 200;

/** One table's part of the inbox filter: its status, and the text in any of `textColumns`. */
function leadWhere(
  filter: { q?: string; status?: LeadStatus },
  status: LeadTable["status"],
  textColumns: Column[],
): SQL | undefined {
  const q = filter.q?.trim();
  const where: SQL[] = [];
  if (filter.status) where.push(eq(status, filter.status));
  if (q) where.push(or(...textColumns.map((column) => ilike(column, like(q)))) as SQL);
  return and(...where);
}

const contactLead = (c: typeof contactSubmissions.$inferSelect): Lead => ({
  kind: "contact",
  id: c.id,
  name: `${c.firstName} ${c.lastName}`,
  email: c.email,
  message: c.message,
  budget: null,
  timeline: null,
  phone: null,
  services: [],
  status: c.status,
  createdAt: c.createdAt,
});

const quoteLead = (r: typeof quoteRequests.$inferSelect): Lead => ({
  kind: "quote",
  id: r.id,
  name: r.company ? `${r.name} (${r.company})` : r.name,
  email: r.email,
  message: r.message,
  budget: r.budget,
  timeline: r.timeline,
  phone: r.phone,
  services: r.selectedServices,
  status: r.status,
  createdAt: r.createdAt,
});

/** The leads inbox: contact messages and quote requests together, newest first, filtered by text and status. */
export async function listLeads(db: Db, filter: { q?: string; status?: LeadStatus }): Promise<Lead[]> {
  const c = contactSubmissions;
  const r = quoteRequests;
  const [contacts, quotes] = await Promise.all([
    db
      .select()
      .from(c)
      .where(leadWhere(filter, c.status, [c.firstName, c.lastName, c.email, c.message]))
      .orderBy(desc(c.createdAt))
      .limit(INBOX_LIMIT),
    db
      .select()
      .from(r)
      .where(leadWhere(filter, r.status, [r.name, r.email, r.company, r.message]))
      .orderBy(desc(r.createdAt))
      .limit(INBOX_LIMIT),
  ]);
  return [...contacts.map(contactLead), ...quotes.map(quoteLead)]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, INBOX_LIMIT);
}

/** The admin moves a lead along: new, contacted, closed. */
export async function setLeadStatus(db: Db, kind: LeadKind, id: string, status: LeadStatus, by: AuditActor) {
  const table = kind === "contact" ? contactSubmissions : quoteRequests;
  const rows = await db.transaction(async (tx) => {
    const updated = await tx.update(table).set({ status }).where(eq(table.id, id)).returning({ id: table.id });
    if (!updated.length) return updated;
    await publishChange(tx, { kind: "lead" });
    await recordAudit(tx, { action: "lead-status-changed", by, target: { type: kind, id }, detail: { status } });
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
