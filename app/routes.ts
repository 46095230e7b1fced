import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("robots.txt", "routes/site/robots-txt.ts"),
  route("sitemap.xml", "routes/site/sitemap-xml.ts"),
  ...["login", "case-studies", "about-us", "contact"].map((path) =>
    route(path, "routes/site/redirects.ts", { id: `redirect-${path}` }),
  ),
  route("api/payments/notify", "routes/api/payments-notify.ts"),
  route("api/checkout", "routes/api/checkout.ts"),
  route("api/drafts", "routes/api/drafts.ts"),
  route("sandbox-gateway/pay", "routes/api/sandbox-gateway.tsx"),
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
    route("checkout", "routes/onboarding/checkout.tsx"),
    route("payment-success", "routes/onboarding/payment-success.tsx"),
    route("flidesk-demo", "routes/onboarding/flidesk-demo.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
