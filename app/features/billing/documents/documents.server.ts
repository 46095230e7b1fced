import { eq, sql } from "drizzle-orm";
import { billingDocuments, checkoutSessions, documentCounters, payments, users } from "#db/schema";
import { personNameOrNull } from "~/features/accounts/index.server";
import { type Cycle, cycleAmount } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import { formatTimestamp } from "~/lib/format";
import { fail, ok, type Result } from "~/lib/result";
import { documentAnswers, englishTexts } from "../answers.server";
import { formatAmount } from "../payhere/payhere.server";

export type DocumentKind = "receipt" | "credit_note";
export type BillingDocument = typeof billingDocuments.$inferSelect;

const PREFIX: Record<DocumentKind, string> = { receipt: "FLD-R", credit_note: "FLD-C" };

/** FLD-R-2026-000123: the kind's prefix, the calendar year in Sri Lanka, the number within it. */
export const DOCUMENT_NUMBER_PATTERN = /^FLD-[RC]-\d{4}-\d{6}$/;

export const documentNumber = (kind: DocumentKind, year: number, seq: number) =>
  `${PREFIX[kind]}-${year}-${String(seq).padStart(6, "0")}`;

/** The calendar year in Sri Lanka at a moment: a payment at 00:30 on 1 January there is the new year's. */
export const colomboYear = (moment: Date) => Number(formatTimestamp(moment).slice(0, 4));

/**
 * The next number of a kind in a year, inside the caller's transaction. The counter's row is created or bumped in
 * one statement and stays locked until the commit, so concurrent payments take 1, 2, 3... one after another, and
 * a transaction that rolls back gives its number back (unlike a sequence, which would leave a gap).
 */
async function nextSeq(tx: Db, kind: DocumentKind, year: number) {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error("document counter returned no row");
  return row.last;
}

type Issue = { kind: DocumentKind; paymentId: string; amount: string; currency: "LKR" | "USD"; amountLkr: string };

/** A document numbered in the year of its date, `at` (now, unless it documents something of an earlier day). */
async function issue(tx: Db, { at = new Date(), ...doc }: Issue & { reason?: string; at?: Date }) {
  const year = colomboYear(at);
  const seq = await nextSeq(tx, doc.kind, year);
  const [row] = await tx
    .insert(billingDocuments)
    .values({
      ...doc,
      year,
      seq,
      number: documentNumber(doc.kind, year, seq),
      reason: doc.reason ?? null,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error("document insert returned no row");
  return row;
}

/** The LKR figure of an amount charged in a currency: itself in LKR, else the plan's LKR price scaled alike. */
function inLkr(order: { currency: string; planConfig: unknown; cycle: Cycle }, amount: number, full: number) {
  if (order.currency === "LKR") return formatAmount(amount);
  const price = (order.planConfig as { price?: { lkr: number; usd: number } }).price;
  if (!price) return formatAmount(0);
  return formatAmount((cycleAmount(price, order.cycle, "LKR") * amount) / full);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A payment by our row id (a UUID) or by the gateway's payment ID, with its order. */
async function paymentWithOrder(tx: Db, paymentId: string) {
  const [row] = await tx
    .select({ payment: payments, order: checkoutSessions })
    .from(payments)
    .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
    .where(UUID.test(paymentId) ? eq(payments.id, paymentId) : eq(payments.paymentId, paymentId));
  return row;
}

/**
 * A successful payment's receipt, numbered in the transaction that records the payment: a payment is never
 * recorded without its receipt, and a replayed notify (which records nothing) makes none. It bears the payment's
 * date (the same moment, in that transaction; the demo data's payments are of earlier months).
 */
export async function issueReceipt(tx: Db, paymentId: string) {
  const found = await paymentWithOrder(tx, paymentId);
  if (!found) throw new Error(`no payment ${paymentId} to receipt`);
  const { payment, order } = found;
  const amount = Number(payment.amount);
  return issue(tx, {
    kind: "receipt",
    paymentId: payment.id,
    amount: formatAmount(amount),
    currency: payment.currency,
    amountLkr: inLkr(order, amount, amount),
    at: payment.createdAt,
  });
}

/**
 * A credit note for money given back on a payment (a full or partial refund): numbered FLD-C-2026-000001 from its
 * own counter, in the caller's transaction, so the refund and its credit note are recorded together or not at all.
 * `paymentId` is the `payments` row's id or PayHere's payment ID; `amount` is in the payment's currency and may
 * not exceed it.
 */
export async function issueCreditNote(
  tx: Db,
  { paymentId, amount, reason }: { paymentId: string; amount: number | string; reason: string },
  a = documentAnswers(englishTexts),
): Promise<Result<BillingDocument>> {
  const found = await paymentWithOrder(tx, paymentId);
  if (!found) return fail("not-found", a.noPayment);
  const { payment, order } = found;
  const value = Number(amount);
  const charged = Number(payment.amount);
  if (!(value > 0) || value > charged) return fail("invalid", a.amount);
  const document = await issue(tx, {
    kind: "credit_note",
    paymentId: payment.id,
    amount: formatAmount(value),
    currency: payment.currency,
    amountLkr: inLkr(order, value, charged),
    reason: reason.trim().slice(0, 500) || "Refund",
  });
  return ok(document);
}

/** Who may read a document: its payment's account (through the order), and admins. */
export async function documentOwner(db: Db, number: string) {
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) return null;
  const [row] = await db
    .select({ userId: checkoutSessions.userId })
    .from(billingDocuments)
    .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
    .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
    .where(eq(billingDocuments.number, number));
  return row ? { userId: row.userId } : null;
}

/** Everything a document's PDF shows: the document, its payment, the order and the account it belongs to. */
export async function documentDetails(db: Db, number: string) {
  const [row] = await db
    .select({
      document: billingDocuments,
      payment: payments,
      order: checkoutSessions,
      user: users,
      // The account as the portal names it (`personName`); null for an order that opened none.
      accountName: personNameOrNull(users),
    })
    .from(billingDocuments)
    .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
    .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
    .leftJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(billingDocuments.number, number));
  return row ?? null;
}

export type DocumentDetails = NonNullable<Awaited<ReturnType<typeof documentDetails>>>;
