import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { draftLinks, wizardDrafts } from "#db/schema";
import { readCookie } from "~/lib/cookies";
import type { Db } from "~/lib/db.server";
import { type Locale, localizedPath } from "~/lib/locale";
import { queueMail } from "~/lib/mail.server";
import { type StoredDraft, storedDraftSchema, TOKEN_PATTERN } from "./draft-schema.server";
import { draftLinkMail } from "./mails";
import { emptyWizard, stepErrors, type WizardDraft } from "./wizard";
import { englishWizardMessages } from "./wizard-messages.server";

/** Drafts are kept 3 days (docs/product.md, Drafts). */
export const DRAFT_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** A link to continue a draft works once, for 3 days (decision 0015). */
export const DRAFT_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The browser that saved a draft holds a random key in this httpOnly cookie; the draft keeps only the key's
 * SHA-256. Knowing an email is then not enough to overwrite its draft, and reading one takes a mailed link.
 */
export const DRAFT_COOKIE = "fld_draft";
// Browsers that may overwrite one draft: the one that started it and those that opened a link to it.
const MAX_OWNERS = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The browser's draft key from its cookie, or null. */
export function readBrowserKey(request: Request) {
  const value = readCookie(request, DRAFT_COOKIE);
  return value !== null && TOKEN_PATTERN.test(value) ? value : null;
}

export const newBrowserKey = () => randomBytes(32).toString("base64url");

/** The cookie that keeps a browser's draft key as long as a draft lives. */
export function browserKeyCookie(key: string, secure: boolean) {
  return [
    `${DRAFT_COOKIE}=${key}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DRAFT_TTL_MS / 1000}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Keeps the answers for a work email. A new draft (or one older than 3 days) belongs to the browser whose key is
 * given; an existing one is overwritten only by a browser among its owners, so a stranger who knows the email
 * cannot replace it. Without a key (server code, tests) the draft belongs to no browser until a link is opened.
 * Says whether it wrote: the API does not pass that on, so saving never tells whether a draft existed.
 */
export async function saveDraft(db: Db, email: string, draft: WizardDraft, browserKey?: string, plan?: string) {
  const now = new Date();
  const owner = browserKey ? sha256(browserKey) : null;
  const stored: Partial<StoredDraft> = { ...draft, ...(plan ? { plan } : {}), owners: owner ? [owner] : [] };
  const stale = sql`${wizardDrafts.updatedAt} < ${new Date(now.getTime() - DRAFT_TTL_MS).toISOString()}::timestamptz`;
  const written = await db
    .insert(wizardDrafts)
    .values({ email, data: stored, updatedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: wizardDrafts.email,
      set: {
        // A stale draft is replaced whole (its owners too); a live one keeps its owners.
        data: sql`case when ${stale} then excluded.data
          else jsonb_set(excluded.data, '{owners}', coalesce(${wizardDrafts.data} -> 'owners', '[]'::jsonb)) end`,
        updatedAt: now,
        createdAt: sql`case when ${stale} then excluded.created_at else ${wizardDrafts.createdAt} end`,
      },
      where: owner
        ? sql`${stale} or coalesce(${wizardDrafts.data} -> 'owners', '[]'::jsonb) @> jsonb_build_array(${owner}::text)`
        : stale,
    })
    .returning({ email: wizardDrafts.email });
  return written.length > 0;
}

/** The draft for an email, if younger than 3 days. Server side only: the API never answers it for a bare email. */
export async function findDraft(db: Db, email: string, now = new Date()) {
  const [row] = await db.select().from(wizardDrafts).where(eq(wizardDrafts.email, email)).limit(1);
  if (!row || now.getTime() - row.updatedAt.getTime() > DRAFT_TTL_MS) return null;
  const { plan, owners: _owners, ...data } = storedDraftSchema.parse(row.data);
  return { data, plan, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Mails a one-time link to continue the draft of `email`, when there is one; nothing otherwise. The caller answers
 * the same either way, so nobody learns whether an address has a draft.
 */
export async function sendDraftLink(db: Db, publicUrl: string, email: string, locale: Locale = "en") {
  if (!(await findDraft(db, email))) return false;
  const token = randomBytes(32).toString("base64url");
  // The link opens the wizard in the language it was asked in (decision 50).
  const link = `${publicUrl}${localizedPath(`/onboarding/resume/${token}`, locale)}`;
  // The link and its mail are written together: there is never a mail without a working link, or the reverse.
  await db.transaction(async (tx) => {
    await tx
      .insert(draftLinks)
      .values({ tokenHash: sha256(token), email, expiresAt: new Date(Date.now() + DRAFT_LINK_TTL_MS) });
    await queueMail(tx, { to: email, sensitive: true, ...draftLinkMail(link, locale) });
  });
  return true;
}

/** The email of an open link (unused, not expired, its draft still kept), or null. Reading it spends nothing. */
export async function findDraftLink(db: Db, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({ email: draftLinks.email })
    .from(draftLinks)
    .where(and(eq(draftLinks.tokenHash, sha256(token)), isNull(draftLinks.usedAt), gt(draftLinks.expiresAt, now)))
    .limit(1);
  if (!link || !(await findDraft(db, link.email, now))) return null;
  return link;
}

export type ResumedDraft = { email: string; draft: WizardDraft; plan: string | null; step: number };

/**
 * Spends a link and hands over its draft: the browser that opened it (its key) becomes one of the draft's owners,
 * so its saves update the draft from now on. Null when the link is unknown, used or expired, or its draft is gone.
 */
export async function openDraftLink(db: Db, token: string, browserKey: string): Promise<ResumedDraft | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = new Date();
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(draftLinks)
      .set({ usedAt: now })
      .where(and(eq(draftLinks.tokenHash, sha256(token)), isNull(draftLinks.usedAt), gt(draftLinks.expiresAt, now)))
      .returning({ email: draftLinks.email });
    if (!link) return null;
    const [row] = await tx.select().from(wizardDrafts).where(eq(wizardDrafts.email, link.email)).limit(1).for("update");
    if (!row || now.getTime() - row.updatedAt.getTime() > DRAFT_TTL_MS) return null;
    const stored = storedDraftSchema.parse(row.data);
    const owner = sha256(browserKey);
    const owners = [...stored.owners.filter((o) => o !== owner), owner].slice(-MAX_OWNERS);
    await tx
      .update(wizardDrafts)
      .set({ data: { ...stored, owners } })
      .where(eq(wizardDrafts.email, link.email));
    const { plan, owners: _owners, ...draft } = stored;
    return { email: link.email, draft, plan: plan ?? null, step: firstOpenStep(draft, plan ?? null) };
  });
}

/** The wizard step to continue at: the first of steps 1-4 the draft leaves incomplete, else the account details. */
export function firstOpenStep(draft: WizardDraft, plan: string | null) {
  const data = { ...draft, accountInfo: emptyWizard().accountInfo };
  for (const step of [1, 2, 3, 4]) {
    if (Object.keys(stepErrors(step, data, plan ?? "Growth", englishWizardMessages)).length > 0) return step;
  }
  return 5;
}
