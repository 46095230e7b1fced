import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { cn } from "~/lib/utils";

/** A page section with an optional eyebrow, a heading and an intro, all in one consistent layout. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
  headingLevel = 2,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
  headingLevel?: 1 | 2;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20 py-20 sm:py-24", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>}
          <Heading id={headingId} className="text-3xl font-bold sm:text-4xl">
            {title}
          </Heading>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The top of an inner page: its h1 and intro, clear of the fixed header. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-border bg-gradient-to-b from-accent/40 to-background pb-16 pt-32 sm:pt-36">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>}
        {/* 30 px on a phone: a long Tamil or Sinhala word fits 360 px; one that still does not breaks. */}
        <h1 className="break-words text-3xl font-bold leading-tight sm:text-5xl">{title}</h1>
        {intro && <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** The buttons under an inner page's intro. */
export function HeroActions({ children }: { children: React.ReactNode }) {
  return <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>;
}

/** A closing box that asks for a quote: an h3 inside a section (`md`), an h2 of its own at the end of a page (`lg`). */
export function QuoteCallToAction({ title, label, size }: { title: string; label: string; size: "md" | "lg" }) {
  const Heading = size === "md" ? "h3" : "h2";
  return (
    <div
      className={cn(
        "border border-primary/40 bg-accent/40 text-center",
        size === "md" ? "mt-12 rounded-xl p-8" : "rounded-2xl p-10",
      )}
    >
      <Heading className={cn("font-bold", size === "md" ? "text-2xl" : "text-3xl")}>{title}</Heading>
      <Button asChild size="lg" className="mt-6">
        <Link to={localizedPath("/quote", useLocale())}>{label}</Link>
      </Button>
    </div>
  );
}
