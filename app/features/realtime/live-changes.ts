import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Change } from "~/lib/changes.server";

export type ChangeKind = Change["kind"];

/**
 * Which kinds of change the page has heard and not yet loaded. `all` after a reconnect (anything may have changed
 * meanwhile) or when the session ended. The live hook fills it; each route's `shouldRevalidate` reads it, so a change
 * reloads only the routes whose data it touches (decision 32).
 */
let heard: Set<ChangeKind> | "all" | null = null;
/**
 * How many changes were heard, and how many of them the latest load carried: the load's routes were chosen when
 * `carried` was taken, so a change heard after that (even while the load is still under way) is not on the page yet
 * and needs a load of its own. Counting, rather than a flag set when the page is seen loading, closes the gap between
 * a load starting and React rendering it, where a heard change used to be taken as carried and lost.
 */
let heardCount = 0;
let carriedCount = 0;

export function hearChange(kind: ChangeKind | "all") {
  heardCount += 1;
  if (kind === "all" || heard === "all") {
    heard = "all";
    return;
  }
  heard ??= new Set();
  heard.add(kind);
}

/** A load is choosing its routes now: what has been heard so far goes with it. */
export function markCarried() {
  carriedCount = heardCount;
}

/** Whether a change was heard after the latest load chose its routes. */
export function heardSinceLoad() {
  return heardCount > carriedCount;
}

/** Called when a load has finished and nothing was heard after it started: what it carried is on the page now. */
export function forgetHeardChanges() {
  heard = null;
  carriedCount = heardCount;
}

/**
 * A route's `shouldRevalidate` for the change kinds its loader reads. A reload the live stream started (same address,
 * no form) runs this loader only if one of its kinds was heard; a navigation or a form's reload does what React
 * Router would, and also carries a heard change this loader reads (a page left idle, then clicked through). After a
 * reconnect every loader runs: anything may have changed.
 */
export function reloadOn(kinds: readonly ChangeKind[]) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    markCarried();
    if (heard === null) return defaultShouldRevalidate;
    if (heard === "all") return true;
    const seen = heard;
    const touched = kinds.some((kind) => seen.has(kind));
    const liveReload = !formMethod && currentUrl.href === nextUrl.href;
    return liveReload ? touched : defaultShouldRevalidate || touched;
  };
}
