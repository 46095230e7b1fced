import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/features/site/config";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="font-display text-xl font-bold text-foreground">
          {siteConfig.brandName}
        </Link>
        <nav aria-label="Main">
          <Button asChild size="sm">
            <a href="/#contact">Contact</a>
          </Button>
        </nav>
      </div>
    </header>
  );
}
