import * as React from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { PageHydrated } from "~/components/page-hydrated";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Toaster, type ToastPlacement } from "~/components/ui/toaster";
import type { SeoContext } from "~/features/site/seo";
import { chromeTexts } from "~/features/site/texts.server";
import { envContext, requestMemoContext } from "~/lib/context.server";
import { localeOfPath } from "~/lib/locale";
import { useNonce } from "~/lib/nonce";
import { PortalTextsProvider, portalLocaleOfMatches } from "~/lib/portal-texts";
import { ScriptFonts } from "~/lib/script-fonts";
import { siteLocaleCookieFor } from "~/lib/site-locale-cookie";
import { thirdPartyOrigins } from "~/lib/third-party";
import { thirdPartySettings } from "~/lib/third-party.server";
import { useWebFontsAfterNavigation } from "~/lib/web-fonts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import favicon from "./assets/favicon.svg?url&inline";

// Nothing but the stylesheet before the first paint (decision 30): no font preload (app/lib/web-fonts.ts), and the
// icon is a data URI (240 bytes), where a file was a request that Lighthouse counted in a phone's LCP.
// Every request starts a memo its loaders share (the session read once, however many loaders ask for the user).
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    context.set(requestMemoContext, new Map());
  },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const thirdParty = thirdPartySettings(env);
  const preconnect = thirdPartyOrigins(thirdParty).filter((origin) => origin.startsWith("https://"));
  const seo: SeoContext = { publicUrl: env.PUBLIC_URL, siteVerification: env.SITE_VERIFICATION, preconnect };
  // The site's header, footer and 404 texts in the address's language (decision 48), as data: the browser gets that
  // language only. The root holds them, not the site's layout, so a page whose action failed (its error boundary
  // is the layout's, whose loader then does not run) still has its header and footer.
  return { seo, thirdParty, chrome: chromeTexts(localeOfPath(new URL(request.url).pathname)) };
}

// The root's data changes only with the address's language: no need to fetch it again after other navigations
// or forms.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const analytics = useRouteLoaderData<typeof loader>("root")?.thirdParty.analytics;
  const pathLocale = localeOfPath(useLocation().pathname);
  // A portal page speaks its person's language (decision 49); the browser loads its texts before hydrating.
  const portalLocale = portalLocaleOfMatches(useMatches());
  const lang = portalLocale ?? pathLocale;
  return (
    // The splash's script marks `<html data-splash>` before React hydrates: an attribute React did not render.
    <html lang={lang} data-portal-locale={portalLocale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Before the stylesheet: its script must not wait for the stylesheet to load (app/lib/script-fonts.tsx). */}
        <ScriptFonts lang={lang} nonce={nonce} />
        <Links nonce={nonce} />
        {analytics && <script defer data-domain={analytics.domain} src={analytics.scriptUrl} nonce={nonce} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

type RootHandle = { marksHydrated?: boolean; toasts?: ToastPlacement } | undefined;

/**
 * Records the language of the public page on view in the `site_locale` cookie, from the browser after hydration:
 * the public pages are cached, so the server never sets it. The portal and the next sign-in read it.
 */
function useSiteLocaleCookie() {
  const { pathname } = useLocation();
  React.useEffect(() => {
    const line = siteLocaleCookieFor(pathname, window.location.protocol === "https:");
    // biome-ignore lint/suspicious/noDocumentCookie: a first-party preference cookie, written where the page is read.
    if (line) document.cookie = line;
  }, [pathname]);
}

export default function App() {
  useWebFontsAfterNavigation();
  useSiteLocaleCookie();
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RootHandle);
  const portalLocale = portalLocaleOfMatches(matches);
  const laterMark = handles.some((handle) => handle?.marksHydrated);
  // A page may ask for its toasts elsewhere than bottom right (checkout, whose Pay button is there).
  const toasts = handles.findLast((handle) => handle?.toasts)?.toasts;
  return (
    <>
      {/* The toaster sits inside the portal's texts when the page has them, so its labels speak the page's language. */}
      {portalLocale ? (
        <PortalTextsProvider locale={portalLocale}>
          <Outlet />
          <Toaster placement={toasts} />
        </PortalTextsProvider>
      ) : (
        <>
          <Outlet />
          <Toaster placement={toasts} />
        </>
      )}
      {!laterMark && <PageHydrated />}
    </>
  );
}

/**
 * Every failure ends here or on the not-found page, never on React Router's own error output: in production the
 * error reaching the browser is only "Unexpected Server Error", without a stack (the server sends 503 for it while
 * the database is out of reach).
 */
export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
