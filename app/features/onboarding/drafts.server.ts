import { eq, lt } from "drizzle-orm";
import { wizardDrafts } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { hearAboutUsOptions, industries, marketingGoals, platforms } from "./options";
import type { WizardDraft } from "./wizard";

/** Spec 02 §9: drafts are kept 3 days. */
export const DRAFT_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const pick = (list: readonly string[], values: unknown) =>
  Array.isArray(values) ? values.filter((v): v is string => typeof v === "string" && list.includes(v)) : [];
const text = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");

/** Keeps only the non-sensitive answers, each checked against its options: never a name, phone or password. */
export function cleanDraft(input: unknown): WizardDraft {
  const d = (input ?? {}) as Partial<WizardDraft>;
  return {
    businessInfo: {
      businessName: text(d.businessInfo?.businessName, 200),
      industry: (industries as readonly string[]).includes(d.businessInfo?.industry ?? "")
        ? (d.businessInfo?.industry as string)
        : "",
      website: text(d.businessInfo?.website, 300),
    },
    marketingGoals: pick(marketingGoals, d.marketingGoals),
    platformPreferences: pick(platforms, d.platformPreferences),
    hearAboutUs: (hearAboutUsOptions as readonly string[]).includes(d.hearAboutUs ?? "")
      ? (d.hearAboutUs as string)
      : "",
  };
}

export async function saveDraft(db: Db, email: string, draft: WizardDraft) {
  const now = new Date();
  await db
    .insert(wizardDrafts)
    .values({ email, data: draft, updatedAt: now })
    .onConflictDoUpdate({ target: wizardDrafts.email, set: { data: draft, updatedAt: now } });
}

export async function findDraft(db: Db, email: string, now = new Date()) {
  const [row] = await db.select().from(wizardDrafts).where(eq(wizardDrafts.email, email)).limit(1);
  if (!row || now.getTime() - row.updatedAt.getTime() > DRAFT_TTL_MS) return null;
  return { data: cleanDraft(row.data), updatedAt: row.updatedAt.toISOString() };
}

/** The server job: drafts untouched for 3 days are deleted. */
export async function deleteOldDrafts(db: Db, now = new Date()) {
  const deleted = await db
    .delete(wizardDrafts)
    .where(lt(wizardDrafts.updatedAt, new Date(now.getTime() - DRAFT_TTL_MS)))
    .returning({ email: wizardDrafts.email });
  return deleted.length;
}

/** Runs the clean-up now and every hour while the process lives. */
export function scheduleDraftCleanup(db: Db) {
  const run = () =>
    deleteOldDrafts(db).then(
      (n) => n > 0 && console.log(`Deleted ${n} onboarding draft${n === 1 ? "" : "s"} older than 3 days.`),
      (error) => console.error("Draft clean-up failed:", error),
    );
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
