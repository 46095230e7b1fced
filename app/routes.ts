import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The public pages offered in every language, beside the home page.
const translatedPages = [
  ["services", "routes/site/services.tsx"],
  ["flidesk-features", "routes/site/flidesk-features.tsx"],
  ["portfolio", "routes/site/portfolio.tsx"],
  ["partnerships", "routes/site/partnerships.tsx"],
  ["careers", "routes/site/careers.tsx"],
  ["pricing", "routes/site/pricing.tsx"],
  ["quote", "routes/site/quote.tsx"],
  ["support", "routes/site/support.tsx"],
  ["privacy-policy", "routes/site/legal/privacy-policy.tsx"],
  ["terms-of-service", "routes/site/legal/terms-of-service.tsx"],
  ["cookie-policy", "routes/site/legal/cookie-policy.tsx"],
  ["disclaimer", "routes/site/legal/disclaimer.tsx"],
] as const;

// The purchase path, offered in every language too (decision 50).
const purchasePages = [
  ["onboarding", "routes/onboarding/onboarding.tsx"],
  ["onboarding/resume/:token", "routes/onboarding/resume.tsx"],
  ["checkout", "routes/onboarding/checkout.tsx"],
  ["payment-success", "routes/onboarding/payment-success.tsx"],
  ["flidesk-demo", "routes/onboarding/flidesk-demo.tsx"],
] as const;

export default [
  route("robots.txt", "routes/site/robots-txt.ts"),
  route("sitemap.xml", "routes/site/sitemap-xml.ts"),
  ...["login", "case-studies", "about-us", "contact"].map((path) =>
    route(path, "routes/site/redirects.ts", { id: `redirect-${path}` }),
  ),
  route("api/payments/notify", "routes/api/payments-notify.ts"),
  route("api/checkout", "routes/api/checkout.ts"),
  route("api/drafts", "routes/api/drafts.ts"),
  route("api/events", "routes/api/events.ts"),
  route("sandbox-gateway/pay", "routes/api/sandbox-gateway.tsx"),
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  route("calendar/:feed", "routes/calendar-feed.ts"),
  route("review/:token", "routes/review.tsx"),
  route("review/:token/media/:mediaId", "routes/review-media.ts"),
  route("review/:token/events", "routes/review-events.ts"),
  route("sandbox-gateway/merchant/v1/*", "routes/api/sandbox-merchant-api.ts"),
  route("dashboard/auth", "routes/dashboard/auth.tsx"),
  route("dashboard/sign-out", "routes/dashboard/sign-out.ts"),
  route("dashboard/two-factor", "routes/dashboard/two-factor.tsx"),
  ...["invite", "reset"].map((kind) =>
    route(`dashboard/${kind}/:token`, "routes/dashboard/set-password.tsx", { id: `set-password-${kind}` }),
  ),
  route("dashboard/forgot-password", "routes/dashboard/forgot-password.tsx"),
  route("dashboard/confirm-email/:token", "routes/dashboard/confirm-email.tsx"),
  route("dashboard/terms-and-conditions", "routes/dashboard/terms-and-conditions.tsx"),
  route("dashboard/privacy-policy", "routes/dashboard/privacy-policy.tsx"),
  route("dashboard/updates", "routes/dashboard/updates.ts"),
  route("dashboard/comments", "routes/dashboard/comments.ts"),
  route("dashboard/assistant", "routes/dashboard/assistant.ts"),
  route("dashboard/billing/subscription", "routes/dashboard/subscription.ts"),
  route("dashboard/screenshots/*", "routes/dashboard/screenshots.ts"),
  route("dashboard/calendar/posts/:postId/media", "routes/dashboard/calendar-media.ts"),
  route("dashboard/calendar/media/:mediaId", "routes/dashboard/calendar-media-file.ts"),
  route("dashboard/export/:dataset", "routes/dashboard/export.ts"),
  route("dashboard/documents/:file", "routes/dashboard/billing-document.ts"),
  route("dashboard/reports/:reportId", "routes/dashboard/report-file.ts"),
  ...(["client", "freelancer"] as const).map((role) =>
    route(`dashboard/${role}`, "routes/dashboard/role-home.tsx", { id: `dashboard-${role}` }),
  ),
  // One route per area of the portal (decision 32); the layout holds the shell and the live updates.
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("projects/:projectId", "routes/dashboard/project.tsx"),
    // One module for each provider's page, and one for each provider's return address; the ids stay the ones each
    // had as a module of its own.
    route("projects/:projectId/google", "routes/dashboard/project-connection.tsx", {
      id: "routes/dashboard/project-google",
    }),
    route("projects/:projectId/analytics", "routes/dashboard/project-analytics.tsx"),
    route("projects/:projectId/keywords", "routes/dashboard/project-keywords.tsx"),
    route("analytics/keywords/:keywordId", "routes/dashboard/keyword-history.tsx"),
    route("google/callback", "routes/dashboard/connection-callback.tsx", { id: "routes/dashboard/google-callback" }),
    route("projects/:projectId/meta", "routes/dashboard/project-connection.tsx", {
      id: "routes/dashboard/project-meta",
    }),
    route("meta/callback", "routes/dashboard/connection-callback.tsx", { id: "routes/dashboard/meta-callback" }),
    route("calendar", "routes/dashboard/calendar.tsx"),
    route("calendar/posts/:postId", "routes/dashboard/calendar-post.tsx"),
    route("calendar/posts/:postId/comments", "routes/dashboard/calendar-post-comments.ts"),
    route("calendar/export", "routes/dashboard/calendar-export.ts"),
    layout("routes/dashboard/client/layout.tsx", [
      route("projects", "routes/dashboard/client/projects.tsx"),
      route("timeline", "routes/dashboard/client/timeline.tsx"),
      route("insights", "routes/dashboard/client/insights.tsx"),
      route("analytics", "routes/dashboard/client/analytics.tsx"),
      route("billing", "routes/dashboard/client/billing.tsx"),
      route("support", "routes/dashboard/client/support.tsx"),
      route("support/:ticketId", "routes/dashboard/client/ticket.tsx"),
    ]),
    route("admin", "routes/dashboard/admin/layout.tsx", [
      index("routes/dashboard/admin/index.tsx"),
      route("projects", "routes/dashboard/admin/projects.tsx"),
      route("users", "routes/dashboard/admin/users.tsx"),
      route("analytics", "routes/dashboard/admin/analytics.tsx"),
      route("leads", "routes/dashboard/admin/leads.tsx"),
      route("tickets", "routes/dashboard/admin/tickets.tsx"),
      route("tickets/:ticketId", "routes/dashboard/admin/ticket.tsx"),
      route("billing", "routes/dashboard/admin/billing.tsx"),
      route("audit", "routes/dashboard/admin/audit.tsx"),
      route("reports", "routes/dashboard/admin/reports.tsx"),
      route("settings", "routes/dashboard/admin/settings.tsx"),
    ]),
    // The profile's sections, each its own route under the layout of the heading and the section links. Pathless,
    // so a form posted to /dashboard/profile reaches the account's action (an index route would need `?index`).
    layout("routes/dashboard/profile/layout.tsx", [
      route("profile", "routes/dashboard/profile/account.tsx"),
      route("profile/security", "routes/dashboard/profile/security.tsx"),
      route("profile/notifications", "routes/dashboard/profile/notifications.tsx"),
      route("profile/devices", "routes/dashboard/profile/devices.tsx"),
    ]),
    route("notifications", "routes/dashboard/notifications.tsx"),
    route("*", "routes/dashboard/not-found.tsx", { id: "dashboard-not-found" }),
  ]),
  // The public pages in Sinhala and Tamil (decision 48): the same modules under `/si` and `/ta`, with ids of their own.
  ...(["si", "ta"] as const).map((lang) =>
    layout("routes/site/layout.tsx", { id: `site-layout-${lang}` }, [
      route(lang, "routes/site/home.tsx", { id: `home-${lang}` }),
      ...translatedPages.map(([path, file]) => route(`${lang}/${path}`, file, { id: `${path}-${lang}` })),
      // The purchase path in the address's language (decision 50): not in the sitemap, as in English.
      ...purchasePages.map(([path, file]) => route(`${lang}/${path}`, file, { id: `${path}-${lang}` })),
      // The search is no page of its own (not in the sitemap), but it searches and speaks the address's language.
      route(`${lang}/search`, "routes/site/search.tsx", { id: `search-${lang}` }),
      route(`${lang}/*`, "routes/site/not-found.tsx", { id: `not-found-${lang}` }),
    ]),
  ),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("services", "routes/site/services.tsx"),
    route("flidesk-features", "routes/site/flidesk-features.tsx"),
    route("portfolio", "routes/site/portfolio.tsx"),
    route("partnerships", "routes/site/partnerships.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("pricing", "routes/site/pricing.tsx"),
    route("quote", "routes/site/quote.tsx"),
    route("support", "routes/site/support.tsx"),
    route("search", "routes/site/search.tsx"),
    route("privacy-policy", "routes/site/legal/privacy-policy.tsx"),
    route("terms-of-service", "routes/site/legal/terms-of-service.tsx"),
    route("cookie-policy", "routes/site/legal/cookie-policy.tsx"),
    route("disclaimer", "routes/site/legal/disclaimer.tsx"),
    route("onboarding", "routes/onboarding/onboarding.tsx"),
    route("onboarding/resume/:token", "routes/onboarding/resume.tsx"),
    route("checkout", "routes/onboarding/checkout.tsx"),
    route("payment-success", "routes/onboarding/payment-success.tsx"),
    route("flidesk-demo", "routes/onboarding/flidesk-demo.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
