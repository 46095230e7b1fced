import type { Db } from "~/lib/db.server";
import type { Role } from "~/lib/validation";
import { connectionCallback } from "./connection/callback.server";
import { connectionAction, loadConnectionPage } from "./connection/page.server";
import type { ProviderName } from "./connection/providers";
import { googleConnection } from "./google/page.server";
import type { GoogleEnv } from "./google/settings.server";
import { metaConnection } from "./meta/page.server";
import type { MetaEnv } from "./meta/settings.server";

// The project's connections by provider, for the one page route and the one return route that serve them all.

type ConnectionEnv = GoogleEnv & MetaEnv;
type Viewer = { id: string; role: Role };

/** The project's page for one provider; `provider` tells the page which view to draw. */
export async function loadProjectConnection(
  provider: ProviderName,
  db: Db,
  env: ConnectionEnv,
  viewer: Viewer,
  projectId: string,
) {
  if (provider === "google")
    return { provider, ...(await loadConnectionPage(db, env, viewer, projectId, googleConnection)) };
  return { provider, ...(await loadConnectionPage(db, env, viewer, projectId, metaConnection)) };
}

/** The project page's forms for one provider: connect, save the account picked, disconnect. */
export function projectConnectionAction(
  provider: ProviderName,
  db: Db,
  env: ConnectionEnv,
  who: Viewer & { sessionId: string | null },
  projectId: string,
  form: FormData,
) {
  return provider === "google"
    ? connectionAction(db, env, who, projectId, form, googleConnection)
    : connectionAction(db, env, who, projectId, form, metaConnection);
}

/** A provider's return address: on success a redirect to the project's page for it. */
export function providerCallback(
  provider: ProviderName,
  db: Db,
  env: ConnectionEnv,
  sessionId: string | null,
  url: URL,
) {
  return provider === "google"
    ? connectionCallback(db, env, googleConnection, sessionId, url)
    : connectionCallback(db, env, metaConnection, sessionId, url);
}
