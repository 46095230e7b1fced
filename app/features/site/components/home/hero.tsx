import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { siteConfig } from "../../config";
import type { HomeTexts } from "../../content/home.server";

/** The home page's first screen: the headline, the tagline and the two ways in. */
export function HomeHero({ texts }: { texts: HomeTexts["hero"] }) {
  const pricing = localizedPath("/pricing", useLocale());
  return (
    <section id="home" aria-labelledby="hero-title" className="relative overflow-hidden pt-16">
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
        <p className="mb-4 text-sm font-semibold uppercase tracking-widest text-primary">{texts.eyebrow}</p>
        <h1 id="hero-title" className="max-w-4xl text-4xl font-bold leading-tight sm:text-6xl">
          {texts.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{texts.tagline}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild size="lg">
            <a href={siteConfig.schedulingUrl} target="_blank" rel="noopener">
              {texts.consultation}
              <span className="sr-only"> {texts.newTab}</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={pricing}>{texts.pricing}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
