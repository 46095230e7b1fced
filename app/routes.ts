import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("robots.txt", "routes/site/robots-txt.ts"),
  route("sitemap.xml", "routes/site/sitemap-xml.ts"),
  layout("routes/site/layout.tsx", [index("routes/site/home.tsx"), route("*", "routes/site/not-found.tsx")]),
] satisfies RouteConfig;
