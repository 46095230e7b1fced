import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatLegalDate } from "~/lib/format";
import { baseLocale } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { LegalDocument } from "../content/legal/types";
import { useChromeTexts } from "../texts";

/** On a Sinhala or Tamil address: the policy is in English only, said in the page's language (decision 48). */
function EnglishOnlyNotice({ text }: { text?: string }) {
  const chrome = useChromeTexts();
  return (
    <p className="mb-8 rounded-md border border-border bg-muted px-4 py-3 text-sm">{text ?? chrome.legalNotice}</p>
  );
}

/** A policy document as a page: title, last update, summary and numbered sections. */
export function LegalPage({
  document,
  actions,
  notice,
}: {
  document: LegalDocument;
  actions?: React.ReactNode;
  /** The notice in another language than the address's (the portal's policies speak the portal's: decision 49). */
  notice?: string;
}) {
  const translated = useLocale() !== baseLocale || notice !== undefined;
  return (
    <main id="main" className="pb-20 pt-28 sm:pt-32">
      {translated && (
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <EnglishOnlyNotice text={notice} />
        </div>
      )}
      {/* The policy itself is English in every language: marked so, for screen readers and translators. */}
      <article lang={translated ? "en" : undefined} className="mx-auto max-w-3xl px-4 sm:px-6">
        <h1 className="text-4xl font-bold sm:text-5xl">{document.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
        </p>
        {actions && <div className="mt-6">{actions}</div>}
        <p className="mt-8 text-lg text-muted-foreground">{document.summary}</p>
        {document.sections.map((section, i) => (
          <section key={section.heading} className="mt-10" aria-labelledby={`section-${i + 1}`}>
            <h2 id={`section-${i + 1}`} className="font-sans text-xl font-semibold">
              {i + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-foreground/90">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </main>
  );
}

/** The way back for a visitor who opened a policy from the sign-in page. */
export function BackToLogin() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/login">Back to Login</Link>
    </Button>
  );
}
