import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locale";
import { loadPortalTexts, PortalTextsProvider } from "~/lib/portal-texts";
import { ErrorBoundary } from "./layout";

// The page never renders: its loader throws.
const Page = () => null;

/**
 * The portal layout over a page whose loader throws `thrown`, rendered as the server renders a document, inside the
 * portal's texts in `locale` (the root gives them from the layout's `portalLocale`).
 */
async function renderPortal(thrown: unknown, locale: Locale = "en") {
  await loadPortalTexts(locale);
  const handler = createStaticHandler([
    {
      id: "routes/dashboard/layout",
      path: "/dashboard",
      loader: () => ({
        user: { flideskId: "FLD-CLNT1", role: "client", name: "Dilani Perera" },
        unreadCount: 2,
        sidebarOpen: true,
        portalLocale: locale,
      }),
      Component: Outlet,
      ErrorBoundary,
      children: [
        {
          index: true,
          loader: () => {
            throw thrown;
          },
          Component: Page,
        },
      ],
    },
  ]);
  const context = await handler.query(new Request("http://localhost/dashboard"));
  if (context instanceof Response) throw new Error("the render answered a response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <PortalTextsProvider locale={locale}>
      <StaticRouterProvider router={router} context={context} />
    </PortalTextsProvider>,
  );
}

describe("the portal layout's error boundary", () => {
  it("keeps the shell around a 403: 'Access Denied', 'Invalid user role'", async () => {
    const html = await renderPortal(new Response("Forbidden", { status: 403 }));
    expect(html).toContain("Access Denied");
    expect(html).toContain("Invalid user role");
    expect(html).toContain('aria-label="Sidebar"');
    expect(html).toContain("FLD-CLNT1");
    expect(html).toContain("Dilani Perera");
    expect(html).toContain('aria-label="Notifications, 2 unread"');
  });

  it("keeps the shell around a 404 in the person's language", async () => {
    const html = await renderPortal(new Response("Not Found", { status: 404 }), "si");
    expect(html).toContain('aria-label="පැති තීරුව"');
    expect(html).not.toContain("Back to Dashboard");
  });

  it("keeps the shell around a 404: the portal's not-found page", async () => {
    const html = await renderPortal(new Response("Not Found", { status: 404 }));
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Back to Dashboard");
    expect(html).toContain('aria-label="Sidebar"');
  });

  it("shows a failure as the whole-page screen, without the shell", async () => {
    const html = await renderPortal(new Error("the database is out of reach"));
    expect(html).toContain("Oops! Something went wrong");
    expect(html).not.toContain('aria-label="Sidebar"');
  });
});
