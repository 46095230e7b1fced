import type { Env } from "~/lib/env.server";

export type MetaSettings = {
  appId: string;
  appSecret: string;
  key: Buffer;
  redirectUri: string;
  dialogUrl: string;
  /** The Graph API's root with its version, e.g. https://graph.facebook.com/v21.0 */
  graph: string;
};

export type MetaEnv = Pick<
  Env,
  "META_APP_ID" | "META_APP_SECRET" | "META_GRAPH_URL" | "META_DIALOG_URL" | "TOKEN_ENCRYPTION_KEY" | "PUBLIC_URL"
>;

export const META_CALLBACK_PATH = "/dashboard/meta/callback";
// The Graph API version the app is written against; Meta keeps each version for about two years.
export const GRAPH_VERSION = "v21.0";

export const META_SCOPES = [
  "pages_show_list",
  "pages_read_engagement",
  "read_insights",
  "instagram_basic",
  "instagram_manage_insights",
];

/**
 * Where Meta is, or null when no Meta app is set up (the project page then offers no connection). The overrides
 * move only the hosts, each path stays Meta's own, so a local stand-in answers them.
 */
export function metaSettings(env: MetaEnv): MetaSettings | null {
  if (!env.META_APP_ID || !env.META_APP_SECRET || !env.TOKEN_ENCRYPTION_KEY) return null;
  const graph = (env.META_GRAPH_URL ?? "https://graph.facebook.com").replace(/\/$/, "");
  const dialog = (env.META_DIALOG_URL ?? "https://www.facebook.com").replace(/\/$/, "");
  return {
    appId: env.META_APP_ID,
    appSecret: env.META_APP_SECRET,
    key: Buffer.from(env.TOKEN_ENCRYPTION_KEY, "base64"),
    redirectUri: `${env.PUBLIC_URL}${META_CALLBACK_PATH}`,
    dialogUrl: `${dialog}/${GRAPH_VERSION}/dialog/oauth`,
    graph: `${graph}/${GRAPH_VERSION}`,
  };
}
