import { Outlet } from "react-router";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";

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
      <Outlet />
      <HydrateWhenVisible name="footer">
        <SiteFooter />
      </HydrateWhenVisible>
    </>
  );
}
