import { type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { PageHydrated } from "~/components/page-hydrated";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { LanguageOffer } from "~/features/site/components/language-offer";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";
import { useChromeTexts } from "~/features/site/texts";

// The page hydrates in a pass after the header's (below): it marks the page hydrated itself.
export const handle = { marksHydrated: true };

/** The skip link, header and footer around a public page, or around its error. */
function SiteChrome({ children }: { children: ReactNode }) {
  const { skipToContent } = useChromeTexts();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {skipToContent}
      </a>
      <SiteHeader />
      {children}
      <HydrateWhenVisible name="footer">
        <SiteFooter />
      </HydrateWhenVisible>
      <LanguageOffer />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      {/* Its own boundary: React hydrates the header first and the page in a pass of its own, two shorter tasks
          on a slow phone instead of one long one. */}
      <Suspense>
        <Outlet />
        <PageHydrated />
      </Suspense>
    </SiteChrome>
  );
}

/**
 * A public page that fails keeps the site's header and footer, so the visitor can go on from there; the root's
 * boundary stays for failures outside the site. This layout's handle holds the root's hydration mark back, so the
 * boundary marks the page itself.
 */
export function ErrorBoundary() {
  return (
    <SiteChrome>
      <div className="pt-16">
        <RouteErrorBoundary />
      </div>
      <PageHydrated />
    </SiteChrome>
  );
}
