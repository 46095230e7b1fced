import { type ReactNode, Suspense, useEffect, useState } from "react";

// Preact hydrates a page in one go: a long page is one long task, and the browser cannot respond until it ends.
// Parts wrapped in <HydrateLater> are hydrated in tasks of their own, and the server's HTML stays in place while a
// part waits. Only the first hydration is split; later renders (client navigations) render every part at once.
let firstHydration = typeof document !== "undefined";
let rootCommitted = false;
let waiting = 0;

/** `<html data-hydrated>` once the root and every deferred part are hydrated: styles and tests rely on it. */
function markWhenSettled() {
  if (rootCommitted && waiting === 0) document.documentElement.dataset.hydrated = "true";
}

/** Called by the root once it has committed. */
export function rootHydrated() {
  firstHydration = false;
  rootCommitted = true;
  markWhenSettled();
}

type Part = { promise?: Promise<void>; ready?: boolean; counted?: boolean };

function Deferred({ part, children }: { part: Part; children: ReactNode }) {
  useEffect(() => {
    if (!part.counted) return;
    part.counted = false;
    waiting--;
    markWhenSettled();
  }, [part]);
  if (firstHydration && !part.ready) {
    if (!part.promise) {
      waiting++;
      part.counted = true;
      part.promise = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        part.ready = true;
      });
    }
    throw part.promise;
  }
  // One element around the part: Preact keeps a waiting part's server HTML only when it starts at one DOM node, and
  // a route can render several (the home page: splash, script, main). `contents` gives it no box of its own.
  return <div className="contents">{children}</div>;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState<Part>({});
  return (
    <Suspense fallback={null}>
      <Deferred part={part}>{children}</Deferred>
    </Suspense>
  );
}
