import { z } from "zod";
import type { Db } from "~/lib/db.server";
import type { ConnectionProvider } from "../connection/provider.server";
import { RESULTS_MESSAGES } from "../messages";
import { GoogleError } from "./client.server";
import { choices, choose, connectionOf, disconnect } from "./connection.server";
import { finishConsent, startConsent } from "./consent.server";
import { type GoogleEnv, type GoogleSettings, googleSettings } from "./settings.server";

/** What the project's Google page shows: the connection's state, and the choices while none is made. */
async function googlePage(db: Db, settings: GoogleSettings, projectId: string) {
  const row = await connectionOf(db, projectId);
  const connection = row && {
    propertyId: row.propertyId,
    siteUrl: row.siteUrl,
    importedThrough: row.importedThrough,
    lastImportAt: row.lastImportAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
  let options: Awaited<ReturnType<typeof choices>> | null = null;
  let problem: string | null = null;
  if (row && (!row.propertyId || !row.siteUrl)) {
    try {
      options = await choices(db, settings, projectId);
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error;
      problem = error.message;
    }
  }
  return { connection, options, problem };
}

const choice = z.object({
  intent: z.literal("choose"),
  propertyId: z.string({ error: RESULTS_MESSAGES.notAChoice }).trim().min(1, RESULTS_MESSAGES.notAChoice).max(200),
  siteUrl: z.string({ error: RESULTS_MESSAGES.notAChoice }).trim().min(1, RESULTS_MESSAGES.notAChoice).max(500),
});

/** Google as the shared connection flow sees it (decision 43): PKCE consent, a property and a site to choose. */
export const googleConnection: ConnectionProvider<
  GoogleEnv,
  GoogleSettings,
  Awaited<ReturnType<typeof googlePage>>,
  typeof choice
> = {
  name: "google",
  texts: {
    ...RESULTS_MESSAGES,
    declined: RESULTS_MESSAGES.consentDeclined,
    saved: RESULTS_MESSAGES.chosen,
  },
  failure: GoogleError,
  settings: googleSettings,
  choice,
  start: startConsent,
  finish: finishConsent,
  page: googlePage,
  save: choose,
  disconnect,
};
