import { type ReactNode, type RefObject, Suspense, use, useEffect, useRef } from "react";

/** How far ahead of the viewport a part starts hydrating: a screen's height, so it is live before it is seen. */
const AHEAD = "100% 0px";

// Parts that no visitor has come near yet hydrate one at a time when the browser is idle after the page's load, so
// that none stays server HTML for long (an update reaching a part that is still waiting would hold it up).
let idleQueue: Promise<void> = new Promise((resolve) => {
  if (typeof window === "undefined") return;
  if (document.readyState === "complete") resolve();
  else window.addEventListener("load", () => resolve(), { once: true });
});
function whenIdle() {
  return new Promise<void>((resolve) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 200),
  );
}

const waits = new WeakMap<Element, Promise<void>>();

// One observer watches every part, and parts start being watched in one task of their own after the render that
// found them: `observe` costs the browser a style and layout pass, which inside React's hydration slices made them
// long enough to block input on a slow phone.
let observer: IntersectionObserver | null = null;
const onNear = new Map<Element, () => void>();
const toWatch: Element[] = [];
function watch(element: Element, near: () => void) {
  onNear.set(element, near);
  toWatch.push(element);
  if (toWatch.length > 1) return;
  setTimeout(() => {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) onNear.get(entry.target)?.();
      },
      { rootMargin: AHEAD },
    );
    for (const waiting of toWatch.splice(0)) if (onNear.has(waiting)) observer.observe(waiting);
  }, 0);
}
function unwatch(element: Element) {
  onNear.delete(element);
  observer?.unobserve(element);
}

/**
 * While the page hydrates, the promise a part waits on: until its server HTML nears the viewport, is touched or
 * focused, or its turn comes in the idle queue. Null where there is nothing to wait for: on the server, and on a
 * client-side navigation (there is no server HTML to keep), and once the part is live. With `idle` false, the part
 * does not join the idle queue.
 */
function waitFor(name: string, idle: boolean) {
  if (typeof document === "undefined") return null;
  const element = document.querySelector(`[data-part="${name}"]:not([data-ready])`);
  // Only server HTML waits: a part that React rendered empty in the browser (its lazy code was loading during a
  // client-side navigation) has nothing to show until it renders.
  if (!element?.hasChildNodes()) return null;
  let wait = waits.get(element);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const events = ["pointerdown", "focusin"] as const;
      function done() {
        unwatch(element as Element);
        for (const type of events) element?.removeEventListener(type, done);
        resolve();
      }
      watch(element, done);
      for (const type of events) element.addEventListener(type, done);
      if (idle) idleQueue = idleQueue.then(whenIdle).then(done);
    });
    waits.set(element, wait);
  }
  return wait;
}

function Gate({
  name,
  idle,
  box,
  children,
}: {
  name: string;
  idle: boolean;
  box: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const wait = waitFor(name, idle);
  if (wait) use(wait);
  useEffect(() => {
    box.current?.setAttribute("data-ready", "");
  }, [box]);
  return children;
}

/**
 * A part of a page below the fold whose hydration waits until a visitor nears it. The server renders it in full,
 * so crawlers and people without JavaScript get the whole page. In the browser, React keeps a suspended boundary's
 * server HTML as it is while the rest of the page hydrates, and resumes it cheaply later: once the part is a screen
 * away from being seen, is touched or focused, or the browser is idle after the page's load. Until then it works
 * as plain HTML (links load their page, a form posts to its action). `data-ready` marks it once it is live.
 *
 * `name` is unique on the page; `className` styles the part's box, which is also what is watched.
 * `deferLayout={false}` lays the part out with the page: for a part that can be in the first screen, where a
 * placeholder height replaced by the real one would shift what is seen. `idle={false}`
 * keeps a part out of the idle queue: one whose code loads with it (`React.lazy`) and that nothing else on the
 * page updates, so that its code loads only for visitors who come near it.
 */
export function HydrateWhenVisible({
  name,
  className,
  deferLayout = true,
  idle = true,
  children,
}: {
  name: string;
  className?: string;
  deferLayout?: boolean;
  idle?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={box}
      data-part={name}
      data-defer-layout={deferLayout ? "" : undefined}
      data-idle={idle ? undefined : "false"}
      className={className}
    >
      <Suspense fallback={null}>
        <Gate name={name} idle={idle} box={box}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}
