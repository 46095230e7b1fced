import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type * as React from "react";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFound } from "~/components/not-found";
import { Toaster } from "~/components/ui/toaster";
import { TooltipProvider } from "~/components/ui/tooltip";
import { useNonce } from "~/lib/nonce";
import type { SeoContext } from "~/lib/seo";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context;
  const preconnect = env.ANALYTICS_SCRIPT_URL ? [new URL(env.ANALYTICS_SCRIPT_URL).origin] : [];
  const seo: SeoContext = { publicUrl: env.PUBLIC_URL, siteVerification: env.SITE_VERIFICATION, preconnect };
  return { seo };
}

// The root's data never changes while the app runs: no need to fetch it again after navigations or forms.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the page as interactive: styles and tests can tell a hydrated page from the server's HTML.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <TooltipProvider>
      <Outlet />
      <Toaster />
    </TooltipProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen />;
}
