import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Change } from "~/lib/changes.server";

export type ChangeKind = Change["kind"];

/**
 * Which kinds of change the page has heard and not yet loaded. `all` after a reconnect (anything may have changed
 * meanwhile) or when the session ended. The live hook fills it; each route's `shouldRevalidate` reads it, so a change
 * reloads only the routes whose data it touches (decision 32).
 */
let heard: Set<ChangeKind> | "all" | null = null;

export function hearChange(kind: ChangeKind | "all") {
  if (kind === "all" || heard === "all") {
    heard = "all";
    return;
  }
  heard ??= new Set();
  heard.add(kind);
}

/** Called when a load has finished: what it carried is on the page now. */
export function forgetHeardChanges() {
  heard = null;
}

/**
 * A route's `shouldRevalidate` for the change kinds its loader reads. A reload the live stream started (same address,
 * no form) runs this loader only if one of its kinds was heard; a navigation or a form's reload does what React
 * Router would, and also carries a heard change this loader reads (a page left idle, then clicked through).
 */
export function reloadOn(kinds: readonly ChangeKind[]) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    if (heard === null || heard === "all") return defaultShouldRevalidate;
    const seen = heard;
    const touched = kinds.some((kind) => seen.has(kind));
    const liveReload = !formMethod && currentUrl.href === nextUrl.href;
    return liveReload ? touched : defaultShouldRevalidate || touched;
  };
}
