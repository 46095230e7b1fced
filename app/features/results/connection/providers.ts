/** The outside services a project connects to, by the name in their addresses, with how the pages name them. */
export const PROVIDERS = {
  google: { page: "Google", login: "Google" },
  meta: { page: "Facebook & Instagram", login: "Facebook" },
} as const;

export type ProviderName = keyof typeof PROVIDERS;

/**
 * The provider a connection address names: the project's page (`/dashboard/projects/<id>/google`) or the return
 * address (`/dashboard/meta/callback`). One route module serves each pair, so it learns its provider here.
 */
export function providerIn(pathname: string): ProviderName | null {
  const name = /\/(google|meta)(?:\/callback)?\/?$/.exec(pathname)?.[1];
  return name === "google" || name === "meta" ? name : null;
}
