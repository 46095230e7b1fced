import { Suspense } from "react";
import { Outlet } from "react-router";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { PageHydrated } from "~/components/page-hydrated";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";

// The page hydrates in a pass after the header's (below): it marks the page hydrated itself.
export const handle = { marksHydrated: true };

export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* Its own boundary: React hydrates the header first and the page in a pass of its own, two shorter tasks
          on a slow phone instead of one long one. */}
      <Suspense>
        <Outlet />
        <PageHydrated />
      </Suspense>
      <HydrateWhenVisible name="footer">
        <SiteFooter />
      </HydrateWhenVisible>
    </>
  );
}
