import { type ComponentType, lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef } from "react";

/** How far ahead of the viewport a part starts loading: a screen's height, so it is live before it is seen. */
const AHEAD = "100% 0px";

/**
 * Waits until the part's server HTML nears the viewport, or is touched or focused first. Resolves at once on the
 * server (the part renders in full) and where there is no server HTML to keep (a client-side navigation).
 */
function nearViewport(name: string) {
  if (typeof document === "undefined") return Promise.resolve();
  const element = document.querySelector(`[data-lazy-part="${name}"]`);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise<void>((resolve) => {
    const events = ["pointerdown", "focusin"] as const;
    const done = () => {
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    for (const type of events) element.addEventListener(type, done);
  });
}

/**
 * A component below the fold whose code, and hydration, wait until a visitor nears it: render it inside a
 * `<LazyPart>` of the same name. The server renders it in full, so crawlers and people without JavaScript get the
 * whole page. In the browser, React keeps a suspended part's server HTML as it is while the rest of the page
 * hydrates (React 19 resumes such a boundary cheaply later); once the part is a screen away from being seen, or is
 * touched or focused, its code loads and React hydrates it. Until then it works as without JavaScript: a form
 * posts to its action.
 */
export function lazyWhenVisible<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => nearViewport(name).then(load));
}

/** Marks its part live (`data-ready`) once the lazy component inside has mounted: tests wait on it. */
function Ready({ box, children }: { box: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  useEffect(() => {
    box.current?.setAttribute("data-ready", "");
  }, [box]);
  return children;
}

/** The box of a `lazyWhenVisible` component: what is watched for visibility, styled by `className`. */
export function LazyPart({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box} data-lazy-part={name} className={className}>
      <Suspense fallback={null}>
        <Ready box={box}>{children}</Ready>
      </Suspense>
    </div>
  );
}
