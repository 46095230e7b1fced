import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";

const englishLinks = [
  { to: "/services", label: "Services" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/about-us", label: "About Us" },
  { to: "/contact", label: "Contact" },
];

/**
 * The site's not-found page (docs/product.md, Public site). The unknown path is logged to the console as a
 * warning: a mistyped address is the visitor's, not a failure of the page, and errors there mean something broke.
 */
export type NotFoundTexts = {
  heading: string;
  text: string;
  back: string;
  links: string;
  home: string;
  helpfulLinks: { to: string; label: string }[];
};

// The English texts, for a 404 outside the public site (the root's error boundary); the site passes its language's.
const english: NotFoundTexts = {
  heading: "Wrong Path",
  text: "The page you are looking for does not exist or has moved.",
  back: "Back to Home",
  links: "Helpful links",
  home: "/",
  helpfulLinks: englishLinks,
};

export function NotFound({ texts = english }: { texts?: NotFoundTexts }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 py-24">
      <div className="text-center">
        <p className="font-display text-8xl font-bold text-primary sm:text-9xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">
          <span className="sr-only">404 </span>
          {texts.heading}
        </h1>
        <p className="mt-3 text-muted-foreground">{texts.text}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={texts.home}>{texts.back}</Link>
        </Button>
        <nav aria-label={texts.links} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {texts.helpfulLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-accent-foreground underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
