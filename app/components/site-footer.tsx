import { Link } from "react-router";
import { siteConfig } from "~/features/site/config";

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-10 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
        <Link to="/" className="font-display text-lg font-bold text-foreground">
          {siteConfig.brandName}
        </Link>
        <p>
          © {new Date().getFullYear()} {siteConfig.legalName}. Made in Sri Lanka.
        </p>
      </div>
    </footer>
  );
}
