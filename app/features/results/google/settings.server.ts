import type { Env } from "~/lib/env.server";

export type GoogleSettings = {
  clientId: string;
  clientSecret: string;
  key: Buffer;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  dataApi: string;
  adminApi: string;
  searchConsoleApi: string;
};

export type GoogleEnv = Pick<
  Env,
  | "GOOGLE_CLIENT_ID"
  | "GOOGLE_CLIENT_SECRET"
  | "GOOGLE_OAUTH_URL"
  | "GOOGLE_API_URL"
  | "TOKEN_ENCRYPTION_KEY"
  | "PUBLIC_URL"
>;

export const GOOGLE_CALLBACK_PATH = "/dashboard/google/callback";

/**
 * Where Google is, or null when it is not set up (the spec's one-way flag then stays). Each endpoint keeps its
 * real path, so GOOGLE_OAUTH_URL and GOOGLE_API_URL move only the hosts: a local stand-in answers them all.
 */
export function googleSettings(env: GoogleEnv): GoogleSettings | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET || !env.TOKEN_ENCRYPTION_KEY) return null;
  const oauth = env.GOOGLE_OAUTH_URL?.replace(/\/$/, "");
  const api = env.GOOGLE_API_URL?.replace(/\/$/, "");
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    key: Buffer.from(env.TOKEN_ENCRYPTION_KEY, "base64"),
    redirectUri: `${env.PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
    authUrl: `${oauth ?? "https://accounts.google.com"}/o/oauth2/v2/auth`,
    tokenUrl: `${oauth ?? "https://oauth2.googleapis.com"}/token`,
    revokeUrl: `${oauth ?? "https://oauth2.googleapis.com"}/revoke`,
    dataApi: api ?? "https://analyticsdata.googleapis.com",
    adminApi: api ?? "https://analyticsadmin.googleapis.com",
    searchConsoleApi: api ?? "https://searchconsole.googleapis.com",
  };
}

export const GOOGLE_SCOPES = [
  "https://www.googleapis.com/auth/analytics.readonly",
  "https://www.googleapis.com/auth/webmasters.readonly",
];
